import Foundation

extension NearestWord {
    /// The word of `words` that `typed` most likely meant when accents are typed as
    /// plain letters: an author who writes `#cikti` for the heading "Çıktı" (whose anchor
    /// keeps its Turkish letters, `#çıktı`) is two letters off in five, too far for
    /// `nearest`, and no letters off once both are folded.
    static func nearestIgnoringAccents(to typed: String, among words: [String]) -> String? {
        let folded = words.map(fold)
        let typedFolded = fold(typed)
        if let index = folded.firstIndex(of: typedFolded) { return words[index] }
        guard let near = nearest(to: typedFolded, among: folded), let index = folded.firstIndex(of: near) else { return nil }
        return words[index]
    }

    /// Lower case without accents; the dotless `ı` has no accent to drop, and is `i`.
    static func fold(_ word: String) -> String {
        word.lowercased().folding(options: .diacriticInsensitive, locale: nil).replacingOccurrences(of: "ı", with: "i")
    }
}
