import Foundation
enum Shape {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    var area: Double {
        switch self {
        case .circle(let r): return Double.pi * r * r
        case .rectangle(let w, let h): return w * h
        }
    }
}
let shapes: [Shape] = [.circle(radius: 2), .rectangle(width: 3, height: 3)]
for shape in shapes {
    print(String(format: "%.3f", shape.area))
}
