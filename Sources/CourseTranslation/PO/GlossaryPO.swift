import CourseModel
import CourseParsing
import CoursecSupport

/// `courses/glossary.json` as a PO catalog and back: each term's `use` and `means` are
/// messages (msgctxt `TERMID.use`, `TERMID.means`, so one word in two terms stays two
/// messages), their msgid the term's text in the source language, their msgstr the target
/// language's. `avoid` lists are no translations: the target language's is a `#.` note.
public enum GlossaryPO {
    /// The header field that marks a glossary's PO file (its value: the file's name).
    public static let glossaryField = "X-Coursec-Glossary"
    /// The fields a translator translates, in the order of the messages.
    static let fields = ["use", "means"]

    /// The glossary as read, with its text's key lines and order.
    public struct Source: Sendable {
        public var glossary: Glossary
        /// The file's path, as errors name it.
        public var path: String
        public var places: JSONKeyPlaces

        public init(glossary: Glossary, path: String, text: String) {
            self.glossary = glossary
            self.path = path
            self.places = JSONKeyPlaces(text)
        }

        /// A term's languages in the order the file writes them.
        func languages(_ index: Int) -> [String] {
            let written = places.keys(under: ["terms", String(index)]).filter { $0 != "id" }
            let term = glossary.terms[index]
            return written.filter { term.renderings[$0] != nil } + term.renderings.keys.sorted().filter { !written.contains($0) }
        }
    }

    static func value(_ term: Glossary.Term, _ language: String, _ field: String) -> String? {
        field == "use" ? term.renderings[language]?.preferred : term.definitions[language]
    }

    /// The catalog for translating into `language`. `sourceLanguages`: the languages to take
    /// each msgid from, first choice first (the exported courses' source languages); a term
    /// without any of them gives its first other language's text, with a note saying so.
    /// `referenceFile`: the glossary's path as `#:` references name it.
    public static func catalog(_ source: Source, language: String, sourceLanguages: [String], referenceFile: String) -> POCatalog {
        var messages: [POMessage] = []
        let primary = sourceLanguages.first
        for (index, term) in source.glossary.terms.enumerated() {
            let candidates = (sourceLanguages + source.languages(index)).filter { $0 != language }
            for field in fields {
                guard let from = candidates.first(where: { value(term, $0, field) != nil }), let text = value(term, from, field) else { continue }
                var notes = [field == "use"
                    ? "the word the glossary prefers for '\(term.id)'"
                    : "what '\(term.id)' means, in one sentence"]
                if let primary, from != primary { notes.append("'\(term.id)' has no '\(field)' in '\(primary)': this is its '\(from)' one") }
                if field == "use", let avoid = term.renderings[language]?.avoid, !avoid.isEmpty {
                    notes.append("not to use in '\(language)' (not a translation): " + avoid.map { "'\($0)'" }.joined(separator: ", "))
                }
                let line = source.places.line(["terms", String(index), from, field]) ?? 0
                messages.append(POMessage(
                    msgid: text, msgstr: value(term, language, field) ?? "", references: [SourceLocation(file: referenceFile, line: line)],
                    notes: notes, context: "\(term.id).\(field)"))
            }
        }
        let header = POExporter.standardHeader(project: "glossary", language: language) + [
            (glossaryField, Glossary.fileName),
            (POExporter.sourceLanguageField, primary ?? ""),
        ]
        return POCatalog(header: header, messages: messages)
    }

    /// What `po import` makes of a glossary's PO file.
    public struct Import: Sendable {
        /// The glossary's new text.
        public var text: String
        /// The catalog's translated messages put in, and the glossary's messages now.
        public var translated: Int
        public var total: Int
        /// Messages not put in, each with why: a term or text the glossary has no more, a
        /// `means` for a term the language has no `use` for.
        public var refused: [Refusal]
    }

    /// The glossary with `catalog`'s translated messages as its `language`'s `use` and
    /// `means`, written out in one layout (docs/format.md); an error when the result would
    /// not load.
    public static func apply(_ catalog: POCatalog, to source: Source, language: String) throws(CourseError) -> Import {
        let sourceLanguages = [catalog[POExporter.sourceLanguageField]].compactMap { $0 }.filter { !$0.isEmpty }
        let now = Self.catalog(source, language: language, sourceLanguages: sourceLanguages, referenceFile: source.path)
        var byContext: [String: POMessage] = [:]
        for message in now.messages { byContext[message.context ?? ""] = message }
        var glossary = source.glossary
        let indices = Dictionary(uniqueKeysWithValues: glossary.terms.enumerated().map { ($0.element.id, $0.offset) })
        var refused: [Refusal] = []
        var translated = 0
        var means: [(Int, POMessage)] = []
        for message in catalog.messages {
            let context = message.context ?? ""
            guard let current = byContext[context] else {
                let id = context.split(separator: ".").first.map(String.init) ?? ""
                let reason = context.isEmpty
                    ? "it names no term's field (msgctxt TERMID.use or TERMID.means)"
                    : indices[id] == nil
                    ? "the glossary has no term '\(id)' any more"
                    : "the glossary has no such message ('\(context)') to translate"
                refused.append(Refusal(message: message, reason: reason))
                continue
            }
            guard current.msgid == message.msgid else {
                refused.append(Refusal(message: message, reason: "the source text of '\(context)' is now \"\(current.msgid.prefix(60))\""))
                continue
            }
            guard message.state == .translated, let index = indices[String(context.split(separator: ".")[0])] else { continue }
            if context.hasSuffix(".use") {
                let avoid = glossary.terms[index].renderings[language]?.avoid ?? []
                glossary.terms[index].renderings[language] = Glossary.Rendering(preferred: message.msgstr, avoid: avoid)
                translated += 1
            } else {
                means.append((index, message))
            }
        }
        // After every `use`, so a term's `means` finds its `use` wherever the file puts it.
        for (index, message) in means {
            guard glossary.terms[index].renderings[language] != nil else {
                refused.append(Refusal(message: message, reason: "'\(language)' has no 'use' for '\(glossary.terms[index].id)', which the glossary needs beside 'means': translate both"))
                continue
            }
            glossary.terms[index].definitions[language] = message.msgstr
            translated += 1
        }
        let text = serialized(glossary, layoutOf: source) + "\n"
        _ = try GlossaryReader.parse(text, file: source.path)
        return Import(text: text, translated: translated, total: now.messages.count, refused: refused)
    }

    /// The glossary as JSON: the terms in their order, each `id` first, then its languages
    /// in the order the file wrote them (new ones last), each language's keys in their
    /// order too (new ones after them, as `use`, `avoid`, `means`).
    static func serialized(_ glossary: Glossary, layoutOf source: Source) -> String {
        let terms: [JSONValue] = glossary.terms.enumerated().map { index, term in
            let old = source.glossary.terms.indices.contains(index) ? source.languages(index) : []
            let languages = old.filter { term.renderings[$0] != nil } + term.renderings.keys.sorted().filter { !old.contains($0) }
            var pairs: [(String, JSONValue)] = [("id", .string(term.id))]
            for language in languages {
                guard let rendering = term.renderings[language] else { continue }
                let written = source.places.keys(under: ["terms", String(index), language])
                var keys = written.filter { ["use", "avoid", "means"].contains($0) }
                if !keys.contains("use") { keys.append("use") }
                if !keys.contains("avoid"), !rendering.avoid.isEmpty { keys.append("avoid") }
                if !keys.contains("means"), term.definitions[language] != nil { keys.append("means") }
                let fields: [(String, JSONValue)] = keys.compactMap { key in
                    switch key {
                    case "use": ("use", .string(rendering.preferred))
                    case "avoid": ("avoid", .array(rendering.avoid.map(JSONValue.string)))
                    default: term.definitions[language].map { ("means", .string($0)) }
                    }
                }
                pairs.append((language, .object(fields)))
            }
            return .object(pairs)
        }
        return JSONValue.object([("terms", .array(terms))]).serialized(pretty: true)
    }
}
