import Foundation

extension Glossary {
    /// Many renderings looked for in one text at once: a trie of their case-folded
    /// characters, walked from each character of the folded text. It gives the renderings
    /// that may occur (those whose folded text occurs in the folded text), which the
    /// callers then confirm with `occurrences`, so what they find is what they found term
    /// by term; only the terms that cannot occur are no longer searched. Searching each of
    /// 4,000 terms in every text of every page made build and status grow with the square
    /// of the glossary (2.1 s to 28.4 s from 1,000 terms).
    public struct Index: Sendable {
        private var children: [[Character: Int]] = [[:]]
        private var ending: [Int: [Int]] = [:]
        private var deepest = 0

        /// `renderings[i]` is found as `i`.
        public init(_ renderings: [String]) {
            for (number, rendering) in renderings.enumerated() {
                let folded = Array(Self.folded(rendering))
                guard !folded.isEmpty else { continue }
                deepest = max(deepest, folded.count)
                var node = 0
                for character in folded {
                    if let next = children[node][character] {
                        node = next
                    } else {
                        children.append([:])
                        children[node][character] = children.count - 1
                        node = children.count - 1
                    }
                }
                ending[node, default: []].append(number)
            }
        }

        /// The numbers of the renderings that may occur in `text`, ascending.
        public func candidates(in text: String) -> [Int] {
            guard !ending.isEmpty else { return [] }
            let folded = Array(Self.folded(text))
            var found = Set<Int>()
            for start in folded.indices {
                var node = 0
                for character in folded[start..<min(folded.count, start + deepest)] {
                    guard let next = children[node][character] else { break }
                    node = next
                    if let numbers = ending[node] { found.formUnion(numbers) }
                }
            }
            return found.sorted()
        }

        private static func folded(_ text: String) -> String {
            text.folding(options: [.caseInsensitive], locale: nil)
        }
    }
}
