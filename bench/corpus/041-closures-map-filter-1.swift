let values = [1, 4, 7, 10, 13, 16]
let big = values.filter { $0 > 7 }
let labels = big.map { "#\($0)" }
let product = values.prefix(3).reduce(1) { $0 * max($1, 1) }
print(labels.joined(separator: ","))
print("product:", product)
