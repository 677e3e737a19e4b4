import CourseModel
import Foundation

/// Where in the lesson a program crashed, from the Swift runtime's backtrace
/// (`0  0x… main + 293 in main at main.swift:3:11`; run snippets are compiled
/// with `-gline-tables-only` for it). The runtime's own first line names its own
/// file (`Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range`)
/// or is the backtracer's banner; the author needs the lesson line.
enum CrashFrame {
    /// The lesson location of the first frame of the backtrace that lies in one of `sources`.
    static func location(in stderr: String, sources: [SnippetSource]) -> SourceLocation? {
        locations(in: stderr, sources: sources).first
    }

    /// The lesson locations of the backtrace's frames that lie in `sources`, innermost first.
    static func locations(in stderr: String, sources: [SnippetSource]) -> [SourceLocation] {
        stderr.split(separator: "\n").compactMap { line in
            guard let at = line.range(of: " at ", options: .backwards) else { return nil }
            let parts = line[at.upperBound...].split(separator: ":")
            guard parts.count >= 2, let number = Int(parts[1]) else { return nil }
            let name = FilePath(String(parts[0])).lastComponent
            return sources.first(where: { $0.name == name })?.location(ofLine: number)
        }
    }

    /// The first line of the runtime's message that says something: not the
    /// backtracer's `*** Signal 11: Backtracing from 0x… done ***`, and its
    /// `*** Program crashed: Bad pointer dereference at 0x8 ***` without the stars.
    static func firstMessage(in stderr: String) -> String? {
        for line in stderr.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || (text.hasPrefix("*** Signal ") && text.contains("Backtracing")) { continue }
            if text.hasPrefix("*** "), text.hasSuffix(" ***") { return String(text.dropFirst(4).dropLast(4)) }
            return text
        }
        return nil
    }
}
