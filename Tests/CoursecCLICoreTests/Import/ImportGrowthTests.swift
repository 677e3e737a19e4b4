import CoursecTestSupport
import Foundation
import Testing

/// Costs that grew with the square of their input: each measured as the CPU time of four
/// times the input against the time of the input (`Growth`).
@Suite(.serialized, .tags(.binary)) struct ImportGrowthTests {
    private static func seed(_ directory: TemporaryDirectory, lines: Int) {
        directory.write("seed.txt", "Başlık\n\n" + String(repeating: "func f() {\n", count: lines))
    }

    /// 1,000 lines against 4,000: 0.14 s and 0.41–0.57 s of CPU (debug build, 2 cores under
    /// load 9); 0.24 s and 0.92 s while each block was lexed up to eight times. Before that,
    /// 400 and 1,600 lines took 0.6 s and 7.8 s: each unclosed brace indented every line
    /// after it four spaces more (10,000 lines made 200 MB of spaces), and each unclosed
    /// body was searched for calls to the end of the listing.
    @Test func aSeedOfUnclosedBracesImportsInTimeLinearInItsLines() {
        let measure = Growth.measure(arguments: ["import", "seed.txt", "--lang", "tr", "--no-trial", "--out", "out"]) { directory, scale in
            Self.seed(directory, lines: 1_000 * scale)
        }
        #expect(measure.isWithinAllowance, "\(measure)")
    }

    /// 0.14 s and 0.49 s (debug build, load 9); 0.27 s and 1.06 s while each block was
    /// lexed up to eight times and the line scanner found brackets with Foundation's `range(of:)`.
    @Test func aSeedOfUnclosedBracesIsExtractedInTimeLinearInItsLines() {
        let measure = Growth.measure(arguments: ["extract", "seed.txt", "--json"]) { directory, scale in
            Self.seed(directory, lines: 1_000 * scale)
        }
        #expect(measure.isWithinAllowance, "\(measure)")
    }

    /// Past 16 levels a line is indented as at 16: the block stays as long as its lines.
    @Test func indentationGivenBackStopsAtSixteenLevels() throws {
        let directory = TemporaryDirectory("deep-seed")
        Self.seed(directory, lines: 20)
        let run = CLIRun.run(["import", "seed.txt", "--lang", "tr", "--no-trial", "--out", "out"], in: directory.path)
        #expect(run.status == 0)
        let lesson = try #require(try FileManager.default.contentsOfDirectory(atPath: directory.file("out/tr")).first)
        let text = try #require(directory.read("out/tr/" + lesson))
        let lines = text.split(separator: "\n").filter { $0.hasSuffix("func f() {") }
        #expect(lines.count == 20)
        #expect(lines.map { $0.prefix { $0 == " " }.count } == (0..<20).map { min($0, 16) * 4 })
    }
}

/// The glossary's cost grows with its terms, not with their square.
@Suite(.serialized, .tags(.binary)) struct GlossaryGrowthTests {
    private static func course(_ directory: TemporaryDirectory, terms: Int) {
        let entries = (0..<terms).map { "{\"id\": \"t\($0)\", \"en\": {\"use\": \"word\($0)\", \"avoid\": [\"bad\($0)\"], \"means\": \"Meaning \($0).\"}}" }
        directory.write("courses/glossary.json", "{\"terms\": [\n" + entries.joined(separator: ",\n") + "\n]}\n")
        directory.write("courses/c/course.json", "{\"title\": {\"en\": \"C\"}, \"sourceLanguage\": \"en\", \"lessons\": [\"one\"]}\n")
        directory.write("courses/c/en/01-one.md", "---\nid: one\ntitle: One\nsummary: A lesson.\n---\n\n"
            + (0..<20).map { "A paragraph with word\($0 * 50) and bad\($0 * 50) in it.\n\n" }.joined())
    }

    /// 1,000 terms against 4,000: status 0.08 s and 0.30 s of CPU (debug build); before,
    /// 6.7 s and 90 s: every term's line was searched in the whole glossary.json, and
    /// every term searched in every line.
    @Test func statusIsLinearInTheGlossarysTerms() {
        let measure = Growth.measure(arguments: ["status", "--courses", "courses"]) { directory, scale in
            Self.course(directory, terms: 1_000 * scale)
        }
        #expect(measure.isWithinAllowance, "\(measure)")
    }

    /// Build 0.51 s and 1.40 s; before, 5.5 s and 87 s.
    @Test func buildIsLinearInTheGlossarysTerms() {
        let measure = Growth.measure(
            environment: ["COURSEC_PAGEFIND": Repository.path("bench/lib/no-search-index.sh")],
            arguments: ["build", "--no-verify", "--courses", "courses", "--templates", Repository.templates, "--out", "site"]
        ) { directory, scale in
            Self.course(directory, terms: 1_000 * scale)
        }
        #expect(measure.isWithinAllowance, "\(measure)")
    }

    /// The same links and findings as term by term: the first use of each term linked,
    /// each avoided word found, also where it ends inside a longer word (`bad4` in `bad42`).
    @Test func theGlossaryStillLinksFirstUsesAndFindsAvoidedWords() {
        let directory = TemporaryDirectory("glossary-same")
        Self.course(directory, terms: 60)
        directory.write("courses/c/en/01-one.md", "---\nid: one\ntitle: One\nsummary: A lesson.\n---\n\nA paragraph with word7 and bad7 in it, and word7 again.\n\nAnother with bad42 and WORD42 here.\n")
        let status = CLIRun.run(["status", "--courses", "courses", "--format", "json"], in: directory.path)
        let json = try? JSONSerialization.jsonObject(with: Data(status.out.utf8)) as? [String: Any]
        let cells = (json?["lessons"] as? [[String: Any]])?.first?["cells"] as? [String: [String: Any]]
        let terms = (cells?["en"]?["terms"] as? [[String: Any]])?.map { "\($0["line"] ?? "") \($0["found"] ?? "")" }
        #expect(terms == ["7 bad7", "9 bad4", "9 bad42"])
        let build = CLIRun.run(
            ["build", "--no-verify", "--courses", "courses", "--templates", Repository.templates, "--out", "site"], in: directory.path,
            environment: ProcessInfo.processInfo.environment.merging(["COURSEC_PAGEFIND": Repository.path("bench/lib/no-search-index.sh")]) { $1 })
        #expect(build.status == 0)
        let page = directory.read("site/c/en/one.html") ?? ""
        let links = page.components(separatedBy: "glossary/en.html#").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(links == ["t7", "t4"])
    }
}
