import Foundation

/// Splits raw lesson text into prose lines, code blocks and program output.
///
/// A code block starts at a line that reads as Swift (`CodeShape.startsCode`) or
/// right after a caption naming a `.swift` file. It goes on while a bracket is
/// open, while the next line reads as Swift or continues an open expression, and
/// across blank lines when the line after them reads as Swift too; prose ends it.
struct Segmenter {
    private var lines: [RawLine]

    init(_ lines: [RawLine]) {
        self.lines = lines.flatMap(GluedHeadingSplitter.splitAfterBrace)
    }

    /// A line that holds only a Swift file name: the caption of the listing after it.
    static func caption(_ line: RawLine) -> String? {
        let text = line.trimmed
        guard !line.isGluedHeading, text.hasSuffix(".swift"), !text.contains(" "),
              text.dropLast(6).allSatisfy({ $0.isLetter || $0.isNumber || "_+-".contains($0) }), text.count > 6
        else { return nil }
        return text
    }

    mutating func segments() -> [Segment] {
        var result: [Segment] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.isBlank {
                result.append(.blank)
                index += 1
            } else if line.isGluedHeading {
                result.append(.prose(line))
                index += 1
            } else if let name = Self.caption(line), let start = nextNonBlank(after: index) {
                let run = collectCode(from: start, listing: true)
                result.append(.code(CodeRun(lines: run, caption: name, isListing: true)))
                index = start + run.count
            } else if startsListing(line) || CodeShape.startsCode(line.text) {
                let listing = startsListing(line)
                // After a lead-in (`Output:`), lines that read as code (`[1, 4, 9]`, `TOTAL=55`)
                // may be what a block printed, which ends at a blank line as printed lines do.
                let afterLeadIn = result.last(where: { $0 != .blank }).map {
                    if case .prose(let before) = $0 { SectionWords.isOutputLeadIn(before.text) } else { false }
                } ?? false
                let run = collectCode(from: index, listing: listing, endingAtBlank: afterLeadIn)
                result.append(.code(CodeRun(lines: run, caption: nil, isListing: listing)))
                index += run.count
                if SnippetClassifier.declaredName(run.map(\.text)) == "main.swift", let output = collectOutput(from: index) {
                    result.append(.output(output.lines))
                    index = output.end
                }
            } else {
                result.append(.prose(line))
                index += 1
            }
        }
        return result
    }

    private func startsListing(_ line: RawLine) -> Bool {
        let parsed = ListingLine(parsing: line.text)
        return parsed.number != nil && CodeShape.startsCode(parsed.text)
    }

    private func nextNonBlank(after index: Int) -> Int? {
        lines.indices.dropFirst(index + 1).first { !lines[$0].isBlank }
    }

    /// Reads one code block from `start`, splitting a heading off its last line if the scrape glued one there.
    private mutating func collectCode(from start: Int, listing: Bool, endingAtBlank: Bool = false) -> [RawLine] {
        func code(_ line: RawLine) -> String { listing ? ListingLine(parsing: line.text).text : line.text }
        func readsAsCode(_ line: RawLine) -> Bool {
            !line.isGluedHeading && (CodeShape.startsCode(code(line)) || (listing && ListingLine.isNumbered(line.text)))
        }
        var scanner = SwiftLineScanner()
        var depth = 0
        var open = false
        var run: [RawLine] = []
        var index = start
        while index < lines.count {
            let line = lines[index]
            if line.isGluedHeading { break }
            if line.isBlank {
                guard let next = nextNonBlank(after: index) else { break }
                let continues = depth > 0 ? !CodeShape.isSentence(code(lines[next])) && !lines[next].isGluedHeading : readsAsCode(lines[next])
                guard continues, !run.isEmpty, !(endingAtBlank && depth == 0) else { break }
                run += lines[index..<next]
                index = next
                continue
            }
            let text = code(line)
            // The line's scan serves the shape tests too when it reads as it would alone: one
            // lexing of it instead of three. (A break below leaves the scanner unused.)
            let alone = scanner.readsNextLineAlone
            let scan = scanner.scan(text)
            let skeleton = alone ? CodeShape.trimmedSkeleton(scan) : CodeShape.trimmedSkeleton(text)
            if !run.isEmpty {
                if depth == 0, !open, !readsAsCode(line) { break }
                if depth > 0, CodeShape.isSentence(text, trimmedSkeleton: skeleton) { break }
            }
            depth = max(0, depth + scan.delta)
            open = CodeShape.leavesExpressionOpen(trimmedSkeleton: skeleton)
            run.append(line)
            index += 1
            if depth == 0, index < lines.count, !lines[index].isBlank, !lines[index].isGluedHeading, !readsAsCode(lines[index]),
               let split = GluedHeadingSplitter.splitTrailingHeading(line.text) {
                run[run.count - 1].text = split.code
                lines.insert(RawLine(text: split.heading, number: line.number, isGluedHeading: true), at: index)
                break
            }
        }
        return run
    }

    /// Whether a line after a code block may start what it printed: it reads neither as
    /// Swift nor as a sentence, and is no known section heading nor a lead-in sentence
    /// (which announces the output, but is not part of it).
    static func mayStartPrintedLines(_ text: String) -> Bool {
        !CodeShape.startsCode(text) && !CodeShape.isSentence(text) && SectionWords.kind(ofHeading: text) == nil
            && SectionWords.stepNumber(text) == nil && !SectionWords.isOutputLeadIn(text)
    }

    /// The lines right after a `main.swift` block, up to the next blank line, when they
    /// read neither as Swift nor as a sentence: what the program prints.
    private func collectOutput(from start: Int) -> (lines: [RawLine], end: Int)? {
        var index = start
        while index < lines.count, lines[index].isBlank { index += 1 }
        var output: [RawLine] = []
        while index < lines.count, !lines[index].isBlank, !lines[index].isGluedHeading {
            let text = lines[index].text
            if output.isEmpty, !Self.mayStartPrintedLines(text) {
                return nil
            }
            output.append(lines[index])
            index += 1
        }
        return output.isEmpty ? nil : (output, index)
    }
}
