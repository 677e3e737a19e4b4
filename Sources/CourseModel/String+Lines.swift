extension StringProtocol {
    /// The lines of the text. "\n", "\r\n" and "\r" all end a line (a lesson saved on
    /// Windows, a program printing "\r\n"); a final line break ends the last line rather
    /// than starting an empty one.
    public var textLines: [String] {
        var lines = Substring(self).split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline }).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Nothing but whitespace, as `allSatisfy(\.isWhitespace)` says: ASCII is told by its
    /// bytes, without looking up a character's properties (indentation is most of the text
    /// of deep code). A byte outside ASCII hands the question to the characters.
    public var isBlank: Bool {
        for byte in utf8 {
            if byte == 0x20 || (0x09...0x0D).contains(byte) { continue }
            return byte < 0x80 ? false : allSatisfy(\.isWhitespace)
        }
        return true
    }

    /// The text without whitespace at its end.
    public func trimmingTrailingWhitespace() -> String {
        var slice = Substring(self)
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }

    /// The text without whitespace at either end.
    public func trimmed() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }
}

extension String {
    /// The text with each `\r\n` as `\n`: a lesson saved with Windows line endings is
    /// the same lesson, everywhere it is read, hashed or compared. Most text has no
    /// carriage return, and is given back as it is without a search (searching every
    /// lesson was a tenth of a no-change build).
    public var withLineFeeds: String {
        utf8.contains(0x0D) ? replacingOccurrences(of: "\r\n", with: "\n") : self
    }
}
