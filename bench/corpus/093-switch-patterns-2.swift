func classify(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (_, 0): return "on x"
    case (0, _): return "on y"
    case let (x, y) where x == y: return "diagonal"
    case let (x, y): return "at \(x),\(y)"
    }
}
for point in [(0, 0), (3, 0), (0, -2), (3, 3), (4, 5)] {
    print(classify(point))
}
