struct Point {
    var x: Int
    var y: Int
    func moved(by dx: Int, _ dy: Int) -> Point { Point(x: x + dx, y: y + dy) }
    var manhattan: Int { abs(x) + abs(y) }
}
let start = Point(x: 1, y: 0)
let end = start.moved(by: 3, 2)
print("start (\(start.x), \(start.y)) -> end (\(end.x), \(end.y))")
print("distance", end.manhattan)
