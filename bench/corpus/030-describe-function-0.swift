func describe(_ value: Int) -> String {
    switch value {
    case ..<0: return "negative"
    case 0: return "zero"
    case 1...9: return "small"
    default: return "large"
    }
}
for value in [0, -3, 0, 42] { print(value, describe(value)) }
