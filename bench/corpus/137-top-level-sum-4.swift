let limit = 17
var total = 0
for value in 1...limit {
    total += value
}
print("1...\(limit) = \(total)")
print("even:", (1...limit).filter { $0 % 2 == 0 }.count)
