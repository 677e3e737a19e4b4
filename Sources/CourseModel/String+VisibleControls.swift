extension String {
    /// The text with every control character but tab and line feed written as its
    /// Swift escape, `\u{1B}` for ESC: what a snippet prints, swiftc says or a file is
    /// named reaches a terminal (an escape sequence there retitles or clears it) and
    /// XML 1.0 pages (which cannot hold most C0 characters). Also C1 (U+0080-U+009F,
    /// which some terminals obey as well), DEL, and U+FFFE and U+FFFF (not XML
    /// characters either). A backslash is left as it is: the escape is for the reader,
    /// and `\u{1B}` printed literally reads the same.
    public var withVisibleControls: String {
        // Nearly all text has none: its bytes are looked at first (C0 and DEL are one
        // byte in UTF-8; C1 begins with 0xC2, U+FFFE and U+FFFF with 0xEF).
        let plain = utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A) || $0 == 0x7F || $0 == 0xC2 || $0 == 0xEF }
        }
        if plain == true { return self }
        var shown = ""
        for scalar in unicodeScalars {
            if scalar.needsVisibleEscape { shown += scalar.visibleEscape } else { shown.unicodeScalars.append(scalar) }
        }
        return shown
    }
}

extension Unicode.Scalar {
    /// Whether `withVisibleControls` writes it as an escape.
    public var needsVisibleEscape: Bool {
        switch value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    /// `\u{1B}`: the scalar as Swift writes it in a string literal, hex in capitals.
    public var visibleEscape: String { "\\u{\(String(value, radix: 16, uppercase: true))}" }
}
