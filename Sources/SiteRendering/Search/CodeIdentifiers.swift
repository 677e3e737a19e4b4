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
        // By scalars, ASCII first: a grapheme walk with Unicode lookups for every
        // character of every code block was most of making the search sources.
        var identifiers: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in code.unicodeScalars {
            if scalar == "_" || isLetter(scalar) || (isDigit(scalar) && !current.isEmpty) {
                current.append(scalar)
            } else if !current.isEmpty {
                identifiers.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { identifiers.append(String(current)) }
        return identifiers
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return false
        }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (scalar >= "0" && scalar <= "9") : scalar.properties.numericType != nil
    }

    /// `countVerdicts` → count, Verdicts; `UIHostingController` → UI, Hosting,
    /// Controller; `snake_case` → snake, case. A run of capitals ends one
    /// letter early when a lower-case letter follows (UI|Hosting).
    static func humps(_ identifier: String) -> [String] {
        // Cut once, by each character's kind; an ASCII identifier is classified by
        // its bytes, without a grapheme walk (most code is ASCII).
        if identifier.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(identifier.utf8)
            return cut(bytes.map(Kind.init)) { String(decoding: bytes[$0], as: UTF8.self) }
        }
        let characters = Array(identifier)
        return cut(characters.map(Kind.init)) { String(characters[$0]) }
    }

    /// What the cuts look at in a character of an identifier.
    private enum Kind {
        case underscore, upper, lower, digit, other

        init(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: "_"): self = .underscore
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): self = .upper
            case UInt8(ascii: "a")...UInt8(ascii: "z"): self = .lower
            case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .digit
            default: self = .other
            }
        }

        init(_ character: Character) {
            self = character == "_" ? .underscore : character.isUppercase ? .upper : character.isLowercase ? .lower
                : character.isNumber ? .digit : .other
        }
    }

    /// The pieces between the cuts, each made by `piece` from its range of characters.
    private static func cut(_ kinds: [Kind], _ piece: (Range<Int>) -> String) -> [String] {
        var pieces: [String] = []
        var start = 0
        func end(at index: Int) {
            if index > start { pieces.append(piece(start..<index)) }
        }
        for (index, kind) in kinds.enumerated() {
            if kind == .underscore {
                end(at: index)
                start = index + 1
                continue
            }
            if index > start, kind == .upper {
                let last = kinds[index - 1]
                let nextIsLower = index + 1 < kinds.count && kinds[index + 1] == .lower
                if last == .lower || last == .digit || (last == .upper && nextIsLower) {
                    end(at: index)
                    start = index
                }
            }
        }
        end(at: kinds.count)
        return pieces
    }
}
