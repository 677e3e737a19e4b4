func makeCounter(start: Int, step: Int) -> () -> Int {
    var current = start
    return {
        current += step
        return current
    }
}
let next = makeCounter(start: 3, step: 5)
let other = makeCounter(start: 100, step: 1)
print(next(), next(), other(), next())
