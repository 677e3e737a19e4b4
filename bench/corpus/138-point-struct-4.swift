struct Point {
    var x: Int
    var y: Int
    func moved(by dx: Int, _ dy: Int) -> Point { Point(x: x + dx, y: y + dy) }
    var manhattan: Int { abs(x) + abs(y) }
}
let start = Point(x: 5, y: 8)
let end = start.moved(by: 3, 6)
print("start (\(start.x), \(start.y)) -> end (\(end.x), \(end.y))")
print("distance", end.manhattan)
