extension SiteBuilder.Report {
    /// What `build --verbose` says of the search index: nil when every language was
    /// indexed (a first build), "search index reused" when none was, and otherwise
    /// which were, e.g. "search index: tr re-indexed, en and ja reused".
    public var searchSummary: String? {
        if searchLanguagesIndexed.isEmpty { return searchLanguagesReused.isEmpty ? nil : "search index reused" }
        guard !searchLanguagesReused.isEmpty else { return nil }
        return "search index: \(Self.list(searchLanguagesIndexed)) re-indexed, \(Self.list(searchLanguagesReused)) reused"
    }

    /// "tr", "en and ja", "en, ja and tr".
    private static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words.last!
    }
}
