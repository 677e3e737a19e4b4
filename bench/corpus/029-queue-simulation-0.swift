struct Queue<T> {
    private var inbox: [T] = [], outbox: [T] = []
    var isEmpty: Bool { inbox.isEmpty && outbox.isEmpty }
    mutating func enqueue(_ item: T) { inbox.append(item) }
    mutating func dequeue() -> T? {
        if outbox.isEmpty { outbox = inbox.reversed(); inbox = [] }
        return outbox.popLast()
    }
}
var queue = Queue<String>()
for (index, count) in [1, 2, 2, 1, 3].enumerated() {
    for n in 0..<count { queue.enqueue("c\(index)-\(n)") }
    if index % 2 == 1, let served = queue.dequeue() { print("served", served) }
}
var left = 0
while queue.dequeue() != nil { left += 1 }
print("left", left)
