let values = [0, 3, 6, 9, 12, 15]
let big = values.filter { $0 > 6 }
let labels = big.map { "#\($0)" }
let product = values.prefix(3).reduce(1) { $0 * max($1, 1) }
print(labels.joined(separator: ","))
print("product:", product)
