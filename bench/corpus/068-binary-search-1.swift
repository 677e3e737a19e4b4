func search(_ items: [Int], for target: Int) -> Int? {
    var low = 0, high = items.count - 1
    while low <= high {
        let middle = (low + high) / 2
        if items[middle] == target { return middle }
        if items[middle] < target { low = middle + 1 } else { high = middle - 1 }
    }
    return nil
}
let data = Array(stride(from: 3, to: 47, by: 4))
for target in [7, 5, 43, 1000] {
    print(target, search(data, for: target).map { "at \($0)" } ?? "absent")
}
