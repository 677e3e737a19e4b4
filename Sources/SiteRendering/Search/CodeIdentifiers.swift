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
        if identifier.utf8.allSatisfy({ $0 < 0x80 }) { return asciiHumps(identifier) }
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

    /// `humps` of an ASCII identifier, by bytes: the same cuts without a grapheme walk.
    private static func asciiHumps(_ identifier: String) -> [String] {
        let bytes = Array(identifier.utf8)
        func upper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func lower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        func digit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var pieces: [String] = []
        var start = 0
        func cut(at end: Int) {
            if end > start { pieces.append(String(decoding: bytes[start..<end], as: UTF8.self)) }
        }
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "_") {
                cut(at: index)
                start = index + 1
                continue
            }
            if index > start, upper(byte) {
                let last = bytes[index - 1]
                let nextIsLower = index + 1 < bytes.count && lower(bytes[index + 1])
                if lower(last) || digit(last) || (upper(last) && nextIsLower) {
                    cut(at: index)
                    start = index
                }
            }
        }
        cut(at: bytes.count)
        return pieces
    }
}
