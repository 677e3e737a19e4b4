import CourseModel

/// The PO catalog of one lesson for one target language: its messages in lesson order,
/// each translated from the lesson's translation where there is one.
///
/// A message's translation comes from the translation's message that stands for it: the
/// translation is paired with the source as it was translated (`translation-of`'s hash, from
/// `.translations/` or git), message by message, by shape (heading, paragraph, table cell,
/// string, comment, …) along their longest common subsequence, as sections and blocks are
/// paired elsewhere. A message whose text is the same in the source now is translated; one
/// that stands where a changed one stood is fuzzy, with the old text as `#| msgid`.
public enum POExporter {
    /// Header fields that name the lesson, so `po import` finds it wherever the file is.
    public static let courseField = "X-Coursec-Course"
    public static let lessonField = "X-Coursec-Lesson"
    public static let sourceLanguageField = "X-Coursec-Source-Language"
    public static let sourceHashField = "X-Coursec-Source-Hash"

    /// `referenceFolder`: the folder `#:` references are relative to (the one that holds the
    /// courses folder and `po/`).
    public static func catalog(
        source: Lesson, language: String, translation: Lesson?, history: SourceHistory, referenceFolder: String
    ) -> POCatalog {
        let messages = LessonMessages.of(source)
        let filled = fill(messages, source: source, translation: translation, history: history)
        let file = relative(source.file, to: referenceFolder)
        var catalog: [POMessage] = []
        var byText: [String: Int] = [:]
        for (message, fill) in zip(messages, filled) {
            let reference = SourceLocation(file: file, line: message.line)
            if let index = byText[message.text] {
                // One text is one message, as xgettext makes it: its places are its references.
                catalog[index].references.append(reference)
                catalog[index].notes += message.notes.filter { !catalog[index].notes.contains($0) }
                if catalog[index].state != .translated, fill.msgstr != "", !fill.isFuzzy || catalog[index].msgstr.isEmpty {
                    catalog[index].msgstr = fill.msgstr
                    catalog[index].isFuzzy = fill.isFuzzy
                    catalog[index].previousMsgid = fill.previous
                }
                continue
            }
            byText[message.text] = catalog.count
            catalog.append(POMessage(
                msgid: message.text, msgstr: fill.msgstr, references: [reference], notes: message.notes,
                isFuzzy: fill.isFuzzy, previousMsgid: fill.previous))
        }
        let header = standardHeader(project: source.course ?? source.id, language: language) + [
            (courseField, source.course ?? ""),
            (lessonField, source.id),
            (sourceLanguageField, source.language),
            (sourceHashField, LessonHash.of(source.text)),
        ]
        return POCatalog(header: header, messages: catalog)
    }

    /// The header fields every PO file coursec writes starts with.
    static func standardHeader(project: String, language: String) -> [(String, String)] {
        [
            ("Project-Id-Version", project),
            // Filled in by the translator's editor (Poedit, Weblate); present, so msgfmt
            // --check does not warn that they are missing.
            ("PO-Revision-Date", ""),
            ("Last-Translator", ""),
            ("Language-Team", ""),
            ("Language", language),
            ("MIME-Version", "1.0"),
            ("Content-Type", "text/plain; charset=UTF-8"),
            ("Content-Transfer-Encoding", "8bit"),
        ]
    }

    struct Fill: Equatable {
        var msgstr = ""
        var isFuzzy = false
        var previous: String?
    }

    /// For each message of the source now, its translation, if any, and whether it is fuzzy.
    static func fill(_ messages: [LessonMessage], source: Lesson, translation: Lesson?, history: SourceHistory) -> [Fill] {
        var fills = Array(repeating: Fill(), count: messages.count)
        guard let translation, let reference = translation.translationOf else { return fills }
        let checker = TranslationChecker(history: history)
        let original = checker.translatedFrom(source, reference)
        // The source as translated; without it, every translation found is fuzzy (it cannot
        // be told which source texts changed since).
        let then = original.map(LessonMessages.of) ?? messages
        let translated = translatedTexts(then, translation: translation)
        for pair in alignment(messages, then, exact: original != nil) {
            guard case .both(let now, let old) = pair.pair, let text = translated[old] else { continue }
            fills[now] = pair.exact ? Fill(msgstr: text) : Fill(msgstr: text, isFuzzy: true, previous: original == nil ? nil : then[old].text)
        }
        return fills
    }

    /// For each message of the source as translated, the translation's text that stands for
    /// it, where the translation has translated it (not behind an untranslated marker, not
    /// a field `untranslated:` names).
    static func translatedTexts(_ then: [LessonMessage], translation: Lesson) -> [Int: String] {
        let ours = LessonMessages.of(translation)
        let pending = Set((translation.frontMatter["untranslated"] ?? "").split(separator: " ").map(String.init))
        var result: [Int: String] = [:]
        for case .both(let old, let mine) in CommonSubsequence.align(then.map(\.shape), ours.map(\.shape)) {
            let message = ours[mine]
            if translation.untranslated.blockLines.contains(message.blockLine) { continue }
            if message.shape == .title, pending.contains("title") { continue }
            if message.shape == .summary, pending.contains("summary") { continue }
            result[old] = message.text
        }
        return result
    }

    struct Paired {
        var pair: CommonSubsequence.Pair
        var exact: Bool
    }

    /// The messages now paired with those as translated: the same text in the same shape
    /// first (unchanged), then, between two unchanged ones, by shape alone (changed).
    static func alignment(_ now: [LessonMessage], _ then: [LessonMessage], exact: Bool) -> [Paired] {
        struct Key: Equatable { var shape: LessonMessage.Shape; var text: String }
        let anchors = exact ? CommonSubsequence.align(now.map { Key(shape: $0.shape, text: $0.text) }, then.map { Key(shape: $0.shape, text: $0.text) }) : []
        var result: [Paired] = []
        var gapNow: [Int] = [], gapThen: [Int] = []
        func closeGap() {
            for pair in CommonSubsequence.align(gapNow.map { now[$0].shape }, gapThen.map { then[$0].shape }) {
                if case .both(let n, let t) = pair { result.append(Paired(pair: .both(gapNow[n], gapThen[t]), exact: false)) }
            }
            gapNow = []; gapThen = []
        }
        if !exact {
            gapNow = Array(now.indices); gapThen = Array(then.indices)
            closeGap()
            return result
        }
        for pair in anchors {
            switch pair {
            case .both: closeGap(); result.append(Paired(pair: pair, exact: true))
            case .onlyFirst(let n): gapNow.append(n)
            case .onlySecond(let t): gapThen.append(t)
            }
        }
        closeGap()
        return result
    }

    public static func relative(_ file: String, to folder: String) -> String {
        guard !folder.isEmpty, folder != "." else { return file.hasPrefix("./") ? String(file.dropFirst(2)) : file }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return file.hasPrefix(base) ? String(file.dropFirst(base.count)) : file
    }
}
