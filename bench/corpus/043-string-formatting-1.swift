import Foundation
let prices: [(String, Double)] = [("item0", 2.25), ("item1", 3.5), ("item2", 4.75)]
for (name, price) in prices {
    let line = name.padding(toLength: 8, withPad: " ", startingAt: 0) + String(format: " %8.2f", price)
    print(line.replacingOccurrences(of: " ", with: "."))
}
let total = prices.map(\.1).reduce(0, +)
print(String(format: "total %.1f", total))
