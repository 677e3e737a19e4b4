enum ParseError: Error, CustomStringConvertible {
    case notANumber(String)
    case negative(Int)
    var description: String {
        switch self {
        case .notANumber(let text): return "not a number: \(text)"
        case .negative(let n): return "negative: \(n)"
        }
    }
}
func parse(_ text: String) throws -> Int {
    guard let n = Int(text) else { throw ParseError.notANumber(text) }
    guard n >= 0 else { throw ParseError.negative(n) }
    return n
}
for text in ["12", "x2", "-3", "102"] {
    do {
        print("ok", try parse(text))
    } catch {
        print("error", error)
    }
}
