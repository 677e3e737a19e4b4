import Foundation

extension Array {
    /// `parallelMap`, with `transform` called once per distinct `key` and its result
    /// given to every element with that key: the same snippet in several languages is
    /// compiled once.
    public func parallelMap<Key: Hashable, T>(
        sharing key: (Element) -> Key, width: Int = ProcessInfo.processInfo.activeProcessorCount, _ transform: (Element) -> T
    ) -> [T] {
        var firstIndex: [Key: Int] = [:]
        var distinct: [Element] = []
        let slots = map { element in
            let elementKey = key(element)
            if let index = firstIndex[elementKey] { return index }
            firstIndex[elementKey] = distinct.count
            distinct.append(element)
            return distinct.count - 1
        }
        let results = distinct.parallelMap(width: width, transform)
        return slots.map { results[$0] }
    }
}
