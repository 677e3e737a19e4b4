import Foundation
protocol Shape {
    var name: String { get }
    func area() -> Double
}
extension Shape {
    func summary() -> String { "\(name): " + String(format: "%.2f", area()) }
}
struct Square: Shape { let side: Double; let name = "square"; func area() -> Double { side * side } }
struct Circle: Shape { let radius: Double; let name = "circle"; func area() -> Double { .pi * radius * radius } }
let shapes: [any Shape] = [Square(side: 4), Circle(radius: 3)]
shapes.forEach { print($0.summary()) }
print(String(format: "%.1f", shapes.map { $0.area() }.reduce(0, +)))
