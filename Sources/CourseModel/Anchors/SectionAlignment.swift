/// Which heading of a translation stands for which heading of its source.
///
/// Headings are translated, so their words cannot be compared; what a translation
/// keeps is the outline (each heading's level) and the code, copied verbatim. A
/// heading's shape is its level and the roles of the snippet blocks up to the next
/// heading, and the two outlines are paired along their longest common subsequence of
/// shapes: a section the translation has not written yet leaves its neighbours paired.
public enum SectionAlignment {
    struct Shape: Equatable {
        var level: Int
        var roles: [BlockRole]
    }

    /// For each heading of `source` (its index in `HeadingSlugs.anchors`), the index of
    /// the heading of `translation` that stands for it, where there is one.
    public static func partners(_ source: Lesson, _ translation: Lesson) -> [Int: Int] {
        var result: [Int: Int] = [:]
        for case .both(let s, let t) in CommonSubsequence.align(shapes(source), shapes(translation)) { result[s] = t }
        return result
    }

    static func shapes(_ lesson: Lesson) -> [Shape] {
        let anchors = HeadingSlugs(lesson.document, language: lesson.language).anchors
        return anchors.enumerated().map { index, anchor in
            let end = index + 1 < anchors.count ? anchors[index + 1].line : Int.max
            return Shape(level: anchor.level, roles: lesson.blocks.filter { $0.line > anchor.line && $0.line < end }.map(\.role))
        }
    }
}
