func fibonacci(_ n: Int) -> Int {
    var (a, b) = (0, 1)
    for _ in 0..<n { (a, b) = (b, a + b) }
    return a
}
func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
print("fib(22) =", fibonacci(22))
print("9! =", factorial(9))
