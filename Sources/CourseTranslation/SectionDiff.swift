import CourseModel

/// Which sections of a lesson changed between two versions of its text.
enum SectionDiff {
    struct Section: Equatable {
        /// Nil for the text before the first heading.
        var title: String?
        var text: String
    }

    /// Sections by top-level heading; text compared line by line, so an edit in one
    /// section does not mark the ones after it (their line numbers moved, not their text).
    static func sections(of lesson: Lesson) -> [Section] {
        let lines = lesson.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let headings = lesson.document.children.filter {
            if case .heading = $0.kind { return true } else { return false }
        }
        var sections: [Section] = []
        let bodyStart = lesson.document.children.first?.line ?? 1
        var starts: [(String?, Int)] = []
        if bodyStart < (headings.first?.line ?? Int.max) { starts.append((nil, bodyStart)) }
        starts += headings.map { ($0.plainText, $0.line) }
        for (index, (title, start)) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].1 - 1 : lines.count
            let text = lines[(start - 1)..<max(end, start - 1)].map { $0.trimmingTrailingWhitespace() }.joined(separator: "\n")
            sections.append(Section(title: title, text: text))
        }
        return sections
    }

    /// Sections that are new, removed or changed, in the new version's order.
    static func changed(from old: Lesson, to new: Lesson) -> [SectionChange] {
        let before = sections(of: old)
        let after = sections(of: new)
        var result: [SectionChange] = []
        for section in after {
            if let match = before.first(where: { $0.title == section.title }) {
                if match.text != section.text { result.append(SectionChange(title: section.title, kind: .changed)) }
            } else {
                result.append(SectionChange(title: section.title, kind: .added))
            }
        }
        for section in before where !after.contains(where: { $0.title == section.title }) {
            result.append(SectionChange(title: section.title, kind: .removed))
        }
        return result
    }
}
