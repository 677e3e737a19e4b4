var log: [String] = []
func process(_ value: Int) -> Int? {
    log.append("start \(value)")
    defer { log.append("end \(value)") }
    guard value % 2 == 0 else { return nil }
    return value / 2
}
let results = [3, 4].map(process)
print(results.map { $0.map(String.init) ?? "nil" })
print(log.joined(separator: ", "))
