extension ParallelWork {
    /// `map`, with `body` called once per distinct `key` and its result given to every
    /// item with that key: the same snippet in several languages is compiled once.
    static func map<Item: Sendable, Key: Hashable, Result: Sendable>(
        _ items: [Item], sharing key: (Item) -> Key, width: Int, _ body: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        var firstIndex: [Key: Int] = [:]
        var distinct: [Item] = []
        let slots = items.map { item in
            let itemKey = key(item)
            if let index = firstIndex[itemKey] { return index }
            firstIndex[itemKey] = distinct.count
            distinct.append(item)
            return distinct.count - 1
        }
        let results = map(distinct, width: width, body)
        return slots.map { results[$0] }
    }
}
