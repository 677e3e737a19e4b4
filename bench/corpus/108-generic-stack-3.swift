struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    var count: Int { items.count }
}
var stack = Stack<Int>()
for value in [1, 2, 3, 4, 5, 6] { stack.push(value * value) }
var popped: [Int] = []
while let top = stack.pop() { popped.append(top) }
print(popped)
print("left:", stack.count)
