/// The known word a typo most likely meant, for "did you mean" in error messages.
public enum NearestWord {
    /// The word of `words` closest to `typed` by edit distance (case ignored), if it is
    /// close enough to be a typo: at most a third of its letters off.
    public static func nearest(to typed: String, among words: [String]) -> String? {
        let lowered = Array(typed.lowercased())
        let scored = words.map { ($0, distance(lowered, Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, best.0.count / 3) else { return nil }
        return best.0
    }

    /// Levenshtein distance, one row at a time.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
