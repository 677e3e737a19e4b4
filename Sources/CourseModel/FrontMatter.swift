/// The `key: value` lines between the two `---` lines that open a lesson.
public struct FrontMatter: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var value: String
        public var line: Int

        public init(key: String, value: String, line: Int) {
            self.key = key
            self.value = value
            self.line = line
        }
    }

    /// Entries in source order, so a lesson written back keeps its shape.
    public var entries: [Entry]

    public init(entries: [Entry] = []) { self.entries = entries }

    public subscript(key: String) -> String? {
        entries.first { $0.key == key }?.value
    }

    public func line(of key: String) -> Int? {
        entries.first { $0.key == key }?.line
    }

    /// The keys a lesson may use, in the order `import` and `translate` write them.
    public static let knownKeys = ["id", "title", "summary", "order", "source", "translation-of", "untranslated"]
}
