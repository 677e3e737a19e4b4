/// Line numbers written as ranges, `3,5-7`: the `highlight=` of an info string.
public enum LineRanges {
    public static func format(_ lines: [Int]) -> String {
        var parts: [String] = []
        var index = 0
        let sorted = Array(Set(lines)).sorted()
        while index < sorted.count {
            var end = index
            while end + 1 < sorted.count, sorted[end + 1] == sorted[end] + 1 { end += 1 }
            parts.append(end == index ? "\(sorted[index])" : "\(sorted[index])-\(sorted[end])")
            index = end + 1
        }
        return parts.joined(separator: ",")
    }

    /// The lines of `3,5-7`, or nil when it is not that form.
    public static func parse(_ text: String) -> [Int]? {
        var lines: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = part.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            guard (1...2).contains(bounds.count), let low = bounds.first ?? nil, let high = bounds.last ?? nil,
                  low >= 1, high >= low else { return nil }
            lines += Array(low...high)
        }
        return lines.isEmpty ? nil : Array(Set(lines)).sorted()
    }
}
