enum LoadError: Error { case missing, empty }
func load(_ key: String, from store: [String: String]) -> Result<String, LoadError> {
    guard let value = store[key] else { return .failure(.missing) }
    return value.isEmpty ? .failure(.empty) : .success(value)
}
let store = ["name": "coursec3", "blank": ""]
for key in ["name", "blank", "other"] {
    switch load(key, from: store) {
    case .success(let value): print(key, "=", value)
    case .failure(let error): print(key, "failed:", error)
    }
}
