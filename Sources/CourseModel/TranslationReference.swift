/// `translation-of: <lang> <hash>`: the language a translation was made from,
/// and the content hash of the source lesson at that moment.
public struct TranslationReference: Hashable, Sendable {
    public var language: String
    public var sourceHash: String

    public init(language: String, sourceHash: String) {
        self.language = language
        self.sourceHash = sourceHash
    }

    public var frontMatterValue: String { "\(language) \(sourceHash)" }
}
