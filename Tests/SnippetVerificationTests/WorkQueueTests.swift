import Foundation
@testable import SnippetVerification
import Testing

/// The order a `WorkQueue` takes its tasks in, seen on one thread, where it is exact.
@Suite struct WorkQueueTests {
    @Test func longTasksRunLongestFirstAndTheirShortTasksOnceMoreThanTheReserveWait() {
        let queue = WorkQueue(reserve: 1)
        let record = CollectedLines()
        queue.add(.long(cost: 1)) { record.add("a") }
        queue.add(.long(cost: 3)) {
            record.add("b")
            for run in 1...3 { queue.add(.short) { record.add("b\(run)") } }
        }
        queue.add(.long(cost: 2)) { record.add("c") }
        queue.drain(width: 1)
        // b's runs wait behind no compile while more than one is left; the last fills the end.
        #expect(record.all == ["b", "b1", "b2", "c", "a", "b3"])
    }

    @Test func longTasksOfEqualCostRunInTheOrderTheyWereAdded() {
        let queue = WorkQueue(reserve: 0)
        let record = CollectedLines()
        for name in ["first", "second", "third"] { queue.add(.long(cost: 1)) { record.add(name) } }
        queue.add(.long(cost: .infinity)) { record.add("lookup") }
        queue.drain(width: 1)
        #expect(record.all == ["lookup", "first", "second", "third"])
    }

    @Test func manyLongTasksAddedInAnyOrderRunByCostThenByTheOrderTheyWereAdded() {
        let queue = WorkQueue(reserve: 0)
        let record = CollectedLines()
        let costs = [5, 1, 9, 3, 7, 3, 8, 2, 6, 4, 9, 0, 5, 1]
        for (index, cost) in costs.enumerated() { queue.add(.long(cost: Double(cost))) { record.add("\(cost)/\(index)") } }
        queue.drain(width: 1)
        #expect(record.all == [
            "9/2", "9/10", "8/6", "7/4", "6/8", "5/0", "5/12", "4/9", "3/3", "3/5", "2/7", "1/1", "1/13", "0/11",
        ])
    }

    @Test func drainingOnSeveralThreadsRunsTasksAddedByTheLastTaskToo() {
        let queue = WorkQueue(reserve: 0)
        let record = CollectedLines()
        queue.add(.long(cost: 1)) {
            queue.add(.long(cost: 1)) {
                queue.add(.short) { record.add("run") }
            }
        }
        queue.drain(width: 3)
        #expect(record.all == ["run"])
    }
}
