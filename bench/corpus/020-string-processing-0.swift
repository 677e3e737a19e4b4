let text = "swift is fun"
let words = text.split(separator: " ")
print(words.count, text.count)
print(words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " "))
print(String(text.reversed()))
print(text.filter { "aeiou".contains($0) }.count)
