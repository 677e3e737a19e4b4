import CourseModel
import CourseParsing
import Foundation

/// FAQ entries that speak for the site a lesson was scraped from, not for the lesson:
/// its subscription, its code editor, its AI coach, its lesson numbering, its progress
/// sync. Published on our site they would promise what it does not have, so the importer
/// leaves them out of the lesson (the seed keeps them); an editor writes the lesson's own
/// questions instead. The words are per language, like `SectionWords`.
enum PlatformFAQ {
    static let markers: [String] = [
        // tr
        #"\bPRO\b"#, "yükselt", "kod editörü", "yapay zeka", "bıraktığın yerden", "kaldığın yerden",
        // en
        "upgrade", "code editor", #"\bAI\b"#, "where you left off", "free to read",
        // ja
        "アップグレード", "コードエディタ", "AI ?コーチ", "中断したところ",
    ]

    /// Whether a question or answer is the platform's.
    static func speaksForThePlatform(_ text: String) -> Bool {
        SectionWords.order(in: text) != nil
            || markers.contains { text.range(of: $0, options: [.regularExpression, .caseInsensitive]) != nil }
    }

    /// The elements without the platform's FAQ entries, and without the FAQ heading when none is left.
    static func removingEntries(from elements: [LessonElement]) -> [LessonElement] {
        var kept: [LessonElement] = []
        var index = 0
        while index < elements.count {
            guard case .heading(_, let level, let marker?) = elements[index], marker == SectionMarker.faq.rawValue else {
                kept.append(elements[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < elements.count, !isHeading(elements[end], atMost: level) { end += 1 }
            let entries = splitEntries(Array(elements[(index + 1)..<end]))
            let lessonOwn = entries.filter { entry in !entry.contains { speaksForThePlatform(text(of: $0)) } }
            if !lessonOwn.isEmpty { kept += [elements[index]] + lessonOwn.flatMap { $0 } }
            index = end
        }
        return kept
    }

    private static func isHeading(_ element: LessonElement, atMost level: Int) -> Bool {
        if case .heading(_, let other, _) = element { return other <= level }
        return false
    }

    /// Each sub-heading (a question) with what follows it. Every heading in the body is a
    /// sub-heading, since the section ends at the next heading of its level.
    private static func splitEntries(_ body: [LessonElement]) -> [[LessonElement]] {
        var entries: [[LessonElement]] = []
        for element in body {
            if case .heading = element { entries.append([element]) }
            else if entries.isEmpty { entries.append([element]) }
            else { entries[entries.count - 1].append(element) }
        }
        return entries
    }

    private static func text(of element: LessonElement) -> String {
        switch element {
        case .heading(let text, _, _), .paragraph(let text): text
        case .list(let items): items.joined(separator: "\n")
        case .note(let title, let text): title + "\n" + text
        default: ""
        }
    }
}
