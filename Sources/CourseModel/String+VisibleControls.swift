extension String {
    /// The text with every control character but tab and line feed written as its
    /// Swift escape, `\u{1B}` for ESC: what a snippet prints, swiftc says or a file is
    /// named reaches a terminal (an escape sequence there retitles or clears it) and
    /// XML 1.0 pages (which cannot hold most C0 characters). Also C1 (U+0080-U+009F,
    /// which some terminals obey as well), DEL, and U+FFFE and U+FFFF (not XML
    /// characters either). A backslash is left as it is: the escape is for the reader,
    /// and `\u{1B}` printed literally reads the same.
    public var withVisibleControls: String {
        // Nearly all text has none (every page's text passes here): its bytes are looked
        // at first. C0 and DEL are one byte in UTF-8, C1 is 0xC2 0x80-0x9F, U+FFFE and
        // U+FFFF are 0xEF 0xBF 0xBE-0xBF; the rest of 0xC2 (é's neighbours, NBSP) and of
        // 0xEF (Japanese full-width forms) is common and must stay on this fast path.
        let plain = utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F { return false }
                if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] < 0xA0 { return false }
                if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE { return false }
                index += 1
            }
            return true
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

extension String {
    /// The text with each bidirectional control (U+202A-U+202E, U+2066-U+2069, U+200E,
    /// U+200F, U+061C) written as its Swift escape, `\u{202E}`: in code they make a line
    /// read in another order than the compiler reads it ("Trojan Source"), so code on a
    /// page shows where they are. Prose keeps them: right-to-left text needs them.
    public var withVisibleBidiControls: String {
        guard unicodeScalars.contains(where: \.isBidiControl) else { return self }
        var shown = ""
        for scalar in unicodeScalars {
            if scalar.isBidiControl { shown += scalar.visibleEscape } else { shown.unicodeScalars.append(scalar) }
        }
        return shown
    }

    /// The first bidirectional control in the text, for an error about a name that holds one.
    public var firstBidiControl: Unicode.Scalar? { unicodeScalars.first(where: \.isBidiControl) }
}

extension Unicode.Scalar {
    /// An embedding, override or isolate control, or a directional mark.
    public var isBidiControl: Bool {
        switch value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }
}
