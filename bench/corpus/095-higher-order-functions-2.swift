func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}
let addSome: (Int) -> Int = { $0 + 3 }
let double: (Int) -> Int = { $0 * 2 }
let describe: (Int) -> String = { "value \($0)" }
let pipeline = compose(compose(addSome, double), describe)
print((1...3).map(pipeline).joined(separator: "; "))
