func describe(_ value: Int) -> String {
    switch value {
    case ..<0: return "negative"
    case 0: return "zero"
    case 1...9: return "small"
    default: return "large"
    }
}
for value in [3, -6, 0, 45] { print(value, describe(value)) }
