let values = [2, 5, 8, 11, 14, 17]
let big = values.filter { $0 > 8 }
let labels = big.map { "#\($0)" }
let product = values.prefix(3).reduce(1) { $0 * max($1, 1) }
print(labels.joined(separator: ","))
print("product:", product)
