func largest<T: Comparable>(_ items: [T]) -> T? {
    guard var best = items.first else { return nil }
    for item in items.dropFirst() where item > best { best = item }
    return best
}
func describe<T: CustomStringConvertible>(_ items: [T]) -> String {
    items.map(\.description).joined(separator: "|")
}
let numbers = [7, 1, 7, 8]
let words = ["pear", "fig", "kiwiiiii"]
print(largest(numbers)!, largest(words)!, largest([Int]()) == nil)
print(describe(numbers))
