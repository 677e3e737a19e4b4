/// The seeds in the repository and the lessons made from them, for the import tests
/// and the `extract` tests that read both.
extension Repository {
    public static let seed000 = "seeds/000_19ee30c3b349b3d2.txt"
    public static let seed001 = "seeds/001_048aa9d0b2e2228d.txt"
    public static let seed002 = "seeds/002_36bea46534028610.txt"
    public static let seed004 = "seeds/004_9472f68d48f59394.txt"

    /// Each seed and the lesson made from it in `courses/`.
    public static let seedLessons: [(seed: String, lesson: String)] = [
        (seed000, "courses/swiftui-uikit/tr/01-coordinator-delegates.md"),
        (seed001, "courses/interfacing-with-uikit/ja/01-page-view-controller.md"),
        (seed002, "courses/app-architecture/tr/01-coordinator-pattern.md"),
        (seed004, "courses/ui-sync/tr/01-declarative-imperative.md"),
    ]

    /// Where the editorial pass (docs/courses.md) made a lesson's code differ from its seed's,
    /// each with a "note on this edition" in the lesson: seed blocks whose code was corrected
    /// (same role, name and step), seed blocks left out, and lesson blocks the seed does not have.
    /// Every other block must still be the seed's, byte for byte.
    public static let editorialEdits: [String: (corrected: Set<Int>, removed: Set<Int>, added: Set<Int>)] = [
        // the cell registration and content configuration, UIScrollViewDelegate dropped,
        // updateUIViewController in the life-cycle comment; the PHPicker method and makeUIView added
        seed000: (corrected: [6, 8, 10], removed: [], added: [6, 8]),
        // the whole-program block the importer rebuilt from step 5 for an empty seed section
        seed001: (corrected: [], removed: [5], added: []),
        // `vc.delegate = self` in start()
        seed002: (corrected: [1], removed: [], added: []),
        // constraints for host.view; the pure-Swift model's types renamed to StandIns
        seed004: (corrected: [1, 2, 3, 5, 8, 11, 13], removed: [], added: []),
    ]
}
