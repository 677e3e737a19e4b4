/// The identifiers of a piece of code, whole and cut at their camelCase humps,
/// so a reader finds `countVerdicts` by `countVerdicts`, `count` or `verdicts`,
/// and `UIHostingController` by `hosting`.
enum CodeIdentifiers {
    /// Every part of an identifier that is not already the whole identifier, in
    /// order of first appearance, each once (the whole identifiers are in the code itself).
    static func parts(of code: String) -> [String] {
        var parts: [String] = []
        var seen: Set<String> = []
        for identifier in identifiers(in: code) {
            let pieces = humps(identifier)
            guard pieces.count > 1 else { continue }
            for piece in pieces where piece.count > 1 && seen.insert(piece.lowercased()).inserted {
                parts.append(piece)
            }
        }
        return parts
    }

    static func identifiers(in code: String) -> [String] {
        var identifiers: [String] = []
        var current = ""
        for character in code + " " {
            if character == "_" || character.isLetter || (character.isNumber && !current.isEmpty) {
                current.append(character)
            } else {
                if !current.isEmpty { identifiers.append(current) }
                current = ""
            }
        }
        return identifiers
    }

    /// `countVerdicts` → count, Verdicts; `UIHostingController` → UI, Hosting,
    /// Controller; `snake_case` → snake, case. A run of capitals ends one
    /// letter early when a lower-case letter follows (UI|Hosting).
    static func humps(_ identifier: String) -> [String] {
        let characters = Array(identifier)
        var pieces: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if character == "_" {
                if !current.isEmpty { pieces.append(current) }
                current = ""
                continue
            }
            if let last = current.last, character.isUppercase {
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if last.isLowercase || last.isNumber || (last.isUppercase && nextIsLower) {
                    pieces.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }
}
