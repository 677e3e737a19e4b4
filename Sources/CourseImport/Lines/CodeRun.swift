/// The lines of one code block as the raw text has them.
struct CodeRun: Hashable, Sendable {
    var lines: [RawLine]
    /// The file name a caption line (`PageViewController.swift` alone) gave it.
    var caption: String?
    /// A tutorial listing: its lines carry the page's line numbers.
    var isListing: Bool

    var firstLine: Int { lines.first?.number ?? 0 }
    var texts: [String] { lines.map(\.text) }
}
