struct Counter {
    private(set) var value = 0
    mutating func increment(by amount: Int = 1) { value += amount }
    mutating func reset() { value = 0 }
}
var a = Counter()
for step in 1...3 { a.increment(by: step) }
var b = a
b.increment()
print("a =", a.value, "b =", b.value)
b.reset()
print("after reset a =", a.value, "b =", b.value)
