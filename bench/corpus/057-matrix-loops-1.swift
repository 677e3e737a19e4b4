let size = 4
var grid = [[Int]](repeating: [Int](repeating: 0, count: size), count: size)
for row in 0..<size {
    for column in 0..<size { grid[row][column] = row * size + column }
}
for row in grid { print(row.map { String($0) }.joined(separator: " ")) }
let diagonal = (0..<size).map { grid[$0][$0] }.reduce(0, +)
print("diagonal", diagonal)
