import CoursecSupport
import Synchronization
import Testing

@Suite struct ParallelMapTests {
    /// On one thread the order elements are handed out in is the order they are transformed.
    @Test func handsOutTheCostliestFirstAndAnswersInTheElementsOrder() {
        let taken = Mutex<[String]>([])
        let words = ["a", "print", "b", "faq", "c", "print2"]
        let cost = ["print": 2, "print2": 2, "faq": 1]
        let lengths = words.parallelMap(width: 1, costliestFirst: { cost[$0] ?? 0 }) { word in
            taken.withLock { $0.append(word) }
            return word.count
        }
        #expect(taken.withLock { $0 } == ["print", "print2", "faq", "a", "b", "c"])
        #expect(lengths == [1, 5, 1, 3, 1, 6])
    }

    @Test func transformsEveryElementOnceOnEveryCore() {
        let numbers = Array(0..<1000)
        let calls = Atomic<Int>(0)
        let squares = numbers.parallelMap(width: 4, costliestFirst: { $0 % 7 }) { number in
            calls.add(1, ordering: .relaxed)
            return number * number
        }
        #expect(squares == numbers.map { $0 * $0 })
        #expect(calls.load(ordering: .relaxed) == 1000)
    }
}
