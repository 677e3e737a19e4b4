import Foundation
struct Item { let name: String; let count: Int; let price: Double }
let items = [Item(name: "bolt", count: 14, price: 0.25), Item(name: "nut", count: 40, price: 0.1), Item(name: "gear", count: 3, price: 6.5), Item(name: "spring", count: 21, price: 0.75)]
let byValue = items.sorted { Double($0.count) * $0.price > Double($1.count) * $1.price }
for item in byValue {
    print(item.name.padding(toLength: 7, withPad: " ", startingAt: 0) + String(format: "%7.2f", Double(item.count) * item.price))
}
