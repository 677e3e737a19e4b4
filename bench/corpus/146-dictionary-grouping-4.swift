let words = ["apple", "avocado", "banana", "blueberry"]
let groups = Dictionary(grouping: words) { $0.first! }
for key in groups.keys.sorted() {
    print(key, groups[key]!.joined(separator: "+"))
}
