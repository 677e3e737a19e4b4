import CourseModel

/// A lesson's translation made from a PO catalog: the source lesson with each message's
/// translation put where the message was cut from (code comes from the source, its strings
/// and comments translated), `<!-- untranslated -->` before each top-level block that still
/// has a message fuzzy or not translated, and `untranslated:` naming such a title or summary.
public struct POImport: Hashable, Sendable {
    /// The translation's text.
    public var text: String
    /// The source's messages still fuzzy or untranslated, by their first line in the source.
    public var pending: [POMessage]
    /// The source's messages, counted.
    public var total: Int
    /// The catalog's messages that are in the source no more (an older export), with their
    /// references to where they stood.
    public var stale: [POMessage]
    /// Translations that could not be put in, each with why; their messages are pending.
    public var refused: [Refusal]
    /// Whether `translation-of` records the source as it is now: only when nothing is pending.
    public var stamped: Bool
    public var reference: TranslationReference
}

/// A message's translation `po import` did not put into the lesson.
public struct Refusal: Hashable, Sendable {
    public var message: POMessage
    public var reason: String
}

public enum POImporter {
    public static let untranslatedMarker = "<!-- untranslated -->"

    /// The translation of `source` that `catalog` gives. `existing`, the translation there
    /// is now, keeps its `translation-of` while the catalog leaves messages pending.
    public static func translate(_ source: Lesson, catalog: POCatalog, existing: Lesson?) -> POImport {
        let messages = LessonMessages.of(source)
        var byText: [String: POMessage] = [:]
        for message in catalog.messages where byText[message.msgid] == nil { byText[message.msgid] = message }
        let bytes = Array(source.text.utf8)
        var lineStarts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }

        var edits: [(range: Range<Int>, text: String)] = []
        var pendingBlocks: Set<Int> = []
        var pendingFields: [String] = []
        var pending: [POMessage] = []
        var refused: [Refusal] = []
        let rejected = Set(refusedListings(messages, byText: byText, bytes: bytes).map(\.lowerBound))
        for message in messages {
            var found = byText[message.text]
            if let translation = found, !translation.msgstr.isEmpty {
                var reason: String?
                if !message.allowsLineBreaks, translation.msgstr.contains("\n") {
                    reason = "its translation has a line break, which would end the line it stands on in the lesson"
                } else if let listing = message.listing, rejected.contains(listing.lowerBound) {
                    reason = "the translated strings and comments of its listing (line \(message.blockLine)) change the listing's code (a quote or a line break in one?), so the listing keeps the source's"
                }
                if let reason {
                    if !refused.contains(where: { $0.message.msgid == translation.msgid }) { refused.append(Refusal(message: translation, reason: reason)) }
                    found?.msgstr = ""
                } else {
                    edits.append((message.range, translation.msgstr.replacingOccurrences(of: "\n", with: "\n" + message.continuation)))
                }
            }
            guard found == nil || found?.state != .translated else { continue }
            if !pending.contains(where: { $0.msgid == message.text }) {
                pending.append(found ?? POMessage(msgid: message.text, references: [SourceLocation(file: source.file, line: message.line)]))
            }
            switch message.shape {
            case .title: pendingFields.append("title")
            case .summary: pendingFields.append("summary")
            default: pendingBlocks.insert(message.blockLine)
            }
        }
        for line in pendingBlocks where line >= 1 && line <= lineStarts.count {
            edits.append((lineStarts[line - 1]..<lineStarts[line - 1], untranslatedMarker + "\n"))
        }
        let now = TranslationReference(language: source.language, sourceHash: LessonHash.of(source.text))
        let stamped = pending.isEmpty
        let reference = stamped ? now : (existing?.translationOf ?? now)
        if let idLine = source.frontMatter.line(of: "id"), idLine < lineStarts.count {
            edits.append((lineStarts[idLine]..<lineStarts[idLine], "translation-of: \(reference.frontMatterValue)\n"))
        }
        if !pendingFields.isEmpty, let closing = closingFrontMatterLine(source), closing <= lineStarts.count {
            let start = lineStarts[closing - 1]
            edits.append((start..<start, "untranslated: \(pendingFields.joined(separator: " "))\n"))
        }
        // Later edits first, so earlier offsets hold; an insertion before a replacement at the same place.
        var result = bytes
        for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.isEmpty ? 0 : 1) > ($1.range.lowerBound, $1.range.isEmpty ? 0 : 1) }) {
            result.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        let texts = Set(messages.map(\.text))
        return POImport(
            text: String(decoding: result, as: UTF8.self), pending: pending, total: Set(messages.map(\.text)).count,
            stale: catalog.messages.filter { !texts.contains($0.msgid) }, refused: refused, stamped: stamped, reference: reference)
    }

    /// The listings whose translated strings and comments would change their code: a
    /// translation holding a quote or a line break ends its literal or comment early.
    static func refusedListings(_ messages: [LessonMessage], byText: [String: POMessage], bytes: [UInt8]) -> [Range<Int>] {
        var byListing: [Range<Int>: [LessonMessage]] = [:]
        for message in messages { if let listing = message.listing { byListing[listing, default: []].append(message) } }
        return byListing.compactMap { listing, members in
            var code = Array(bytes[listing])
            for message in members.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                guard let translation = byText[message.text]?.msgstr, !translation.isEmpty,
                      message.allowsLineBreaks || !translation.contains("\n") else { continue }
                code.replaceSubrange((message.range.lowerBound - listing.lowerBound)..<(message.range.upperBound - listing.lowerBound), with: Array(translation.utf8))
            }
            let original = String(decoding: bytes[listing], as: UTF8.self)
            return CodeNormalizer.normalize(String(decoding: code, as: UTF8.self)) == CodeNormalizer.normalize(original) ? nil : listing
        }
    }

    /// The line of the `---` that closes the front matter.
    static func closingFrontMatterLine(_ lesson: Lesson) -> Int? {
        let lines = lesson.text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.dropFirst().first { lines[$0].trimmingTrailingWhitespace() == "---" }.map { $0 + 1 }
    }
}
