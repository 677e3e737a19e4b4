let squares = (1...).lazy.map { $0 * $0 }.filter { $0 % 3 == 1 }
print(Array(squares.prefix(5)))
let firstBig = (1...1_000).first { $0 * $0 > 500 }!
print("first square over 500:", firstBig)
