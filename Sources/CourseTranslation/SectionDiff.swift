import CourseModel

/// Which sections of a lesson changed between two versions of its text.
enum SectionDiff {
    struct Section: Equatable {
        /// Nil for the text before the first heading.
        var title: String?
        var text: String
        /// The line it starts on, where its heading is.
        var line: Int = 1

        /// The same heading and text, wherever the section stands now.
        func reads(like other: Section) -> Bool { title == other.title && text == other.text }
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
            sections.append(Section(title: title, text: text, line: start))
        }
        return sections
    }

    /// Sections that are new, removed or changed, in the new version's order.
    static func changed(from old: Lesson, to new: Lesson) -> [SectionChange] {
        texts(from: old, to: new).map(\.change)
    }

    /// The same, each with its text in both versions.
    static func texts(from old: Lesson, to new: Lesson) -> [SectionText] {
        let before = sections(of: old)
        let after = sections(of: new)
        var result: [SectionText] = []
        for section in after {
            if let match = before.first(where: { $0.title == section.title }) {
                if match.text != section.text {
                    result.append(SectionText(
                        change: SectionChange(title: section.title, kind: .changed), old: match.text, oldLine: match.line,
                        new: section.text, newLine: section.line))
                }
            } else {
                // A new section's old side is empty, at the place it takes in the new version.
                result.append(SectionText(
                    change: SectionChange(title: section.title, kind: .added), old: nil, oldLine: 1, new: section.text, newLine: section.line))
            }
        }
        for section in before where !after.contains(where: { $0.title == section.title }) {
            result.append(SectionText(
                change: SectionChange(title: section.title, kind: .removed), old: section.text, oldLine: section.line, new: nil, newLine: 1))
        }
        return result
    }
}
