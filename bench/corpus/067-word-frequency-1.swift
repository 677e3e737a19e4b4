let text = "the cat and the hat and the bat sat on the mat"
var counts: [String: Int] = [:]
for word in text.split(separator: " ") { counts[String(word), default: 0] += 1 }
let top = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
for (word, count) in top { print(word, count) }
