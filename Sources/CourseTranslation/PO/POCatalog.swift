import CourseModel

/// One message of a PO file, as gettext's tools see it: a source text (`msgid`), its
/// translation (`msgstr`, empty while untranslated), where the text stands (`#:`), what the
/// translator should know (`#.`), and for a fuzzy one the source text it was translated from
/// (`#| msgid`).
public struct POMessage: Hashable, Sendable {
    public var msgid: String
    public var msgstr: String
    /// `#: lesson.md:12` references: the file (as the PO names it) and line.
    public var references: [SourceLocation]
    /// `#.` lines, one each.
    public var notes: [String]
    public var isFuzzy: Bool
    /// `#| msgid`: the source text the fuzzy translation was made from.
    public var previousMsgid: String?
    /// `msgctxt`: what keeps two messages of one text apart (a glossary term's field).
    public var context: String?

    public init(msgid: String, msgstr: String = "", references: [SourceLocation] = [], notes: [String] = [], isFuzzy: Bool = false, previousMsgid: String? = nil, context: String? = nil) {
        self.context = context
        self.msgid = msgid
        self.msgstr = msgstr
        self.references = references
        self.notes = notes
        self.isFuzzy = isFuzzy
        self.previousMsgid = previousMsgid
    }

    /// Counted as `msgfmt --statistics` counts it: fuzzy before untranslated, so a
    /// fuzzy message with an empty translation is fuzzy.
    public var state: State {
        if isFuzzy { return .fuzzy }
        return msgstr.isEmpty ? .untranslated : .translated
    }

    public enum State: Sendable { case translated, fuzzy, untranslated }
}

/// A PO file's content: its header fields in order and its messages.
public struct POCatalog: Hashable, Sendable {
    /// `Name: value` pairs of the header entry (`msgid ""`), in order.
    public var header: [(String, String)]
    public var messages: [POMessage]

    public init(header: [(String, String)], messages: [POMessage]) {
        self.header = header
        self.messages = messages
    }

    public subscript(field: String) -> String? {
        header.first { $0.0 == field }?.1
    }

    /// The counts `msgfmt --statistics` prints, and coursec prints beside them.
    public var statistics: Statistics {
        var counts = Statistics()
        for message in messages {
            switch message.state {
            case .translated: counts.translated += 1
            case .fuzzy: counts.fuzzy += 1
            case .untranslated: counts.untranslated += 1
            }
        }
        return counts
    }

    public struct Statistics: Hashable, Sendable, CustomStringConvertible {
        public var translated = 0
        public var fuzzy = 0
        public var untranslated = 0

        public init() {}

        /// In `msgfmt --statistics`'s words, so the two lines can be compared: counts of
        /// zero fuzzy or untranslated messages left out, as msgfmt leaves them out.
        public var description: String {
            func counted(_ count: Int, _ one: String, _ many: String) -> String { "\(count) \(count == 1 ? one : many)" }
            var parts = [counted(translated, "translated message", "translated messages")]
            if fuzzy > 0 { parts.append(counted(fuzzy, "fuzzy translation", "fuzzy translations")) }
            if untranslated > 0 { parts.append(counted(untranslated, "untranslated message", "untranslated messages")) }
            return parts.joined(separator: ", ") + "."
        }

        public var total: Int { translated + fuzzy + untranslated }
    }

    public static func == (lhs: POCatalog, rhs: POCatalog) -> Bool {
        lhs.messages == rhs.messages && lhs.header.map { [$0.0, $0.1] } == rhs.header.map { [$0.0, $0.1] }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(messages)
        for (name, value) in header { hasher.combine(name); hasher.combine(value) }
    }
}
