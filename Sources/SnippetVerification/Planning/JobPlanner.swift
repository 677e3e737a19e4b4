import CoursecSupport
import CourseModel
import Foundation

/// Turns lessons into verification jobs (and into results for blocks that need none).
struct JobPlanner: Sendable {
    /// Everything outside the sources that can change an outcome, hashed into every key.
    var fingerprint: String
    /// The Apple interface's digest, in the key of every job typechecked against it.
    var interfaceDigest = ""

    /// Bump when the cached outcome's shape or meaning changes.
    static let cacheFormatVersion = "coursec-verify-7"

    struct Plan: Sendable {
        var jobs: [VerificationJob] = []
        /// Results decided without compiling (`swift ignore`).
        var decided: [SnippetResult] = []
        /// The lesson's support files typechecked on their own, for a lesson whose
        /// `run`/`typecheck` snippets compile them: run only when one of those fails
        /// with an error in a support file, to tell a broken support file (reported
        /// once) from a snippet that does not fit it.
        var supportCheck: VerificationJob?
    }

    func plan(_ course: Course, lesson: Lesson, support courseSupport: CourseSupport? = nil) -> Plan {
        var plan = Plan()
        let shared = SharedLesson(lesson)
        let (support, digests) = supportSources(courseSupport ?? CourseSupport(course), lesson: lesson)
        let blocks = lesson.blocks
        let checksWithSupport = blocks.contains { [.run, .typecheck, .setup, .compileError].contains($0.role) }
        let appleProgram = AppleProgram(lesson)
        for block in blocks where block.group == nil {
            switch block.role {
            case .setup where lesson.expectedOutput(of: block) == nil:
                plan.jobs.append(job(shared, [block], .typecheck, [snippet(block, lesson)] + support, supportDigests: digests))
            case .run, .setup:
                plan.jobs.append(job(
                    shared, [block], .run, [snippet(block, lesson)] + support, supportDigests: digests, expected: lesson.expectedOutput(of: block)))
            case .typecheck:
                plan.jobs.append(job(shared, [block], .typecheck, [snippet(block, lesson)] + support, supportDigests: digests))
            case .apple where block.isIncomplete, .step where block.isIncomplete, .parse:
                plan.jobs.append(job(shared, [block], .parse, [snippet(block, lesson)]))
            case .apple:
                plan.jobs.append(job(shared, [block], .appleTypecheck, appleProgram.sources(for: block, in: lesson)))
            case .step:
                plan.jobs.append(job(shared, [block], .appleTypecheck, [snippet(block, lesson)]))
            case .compileError:
                plan.jobs.append(groupJob(shared, [block], lesson, mode: .compileError, support: support, digests: digests))
            case .ignore:
                plan.decided.append(SnippetResult.skipped(block, in: lesson, reason: "not checked (swift ignore)"))
            case .support, .include, .output:
                break
            }
        }
        for program in GroupProgram.programs(of: lesson) {
            // A block that must not compile, or must stop the program, is checked against
            // the code before it and left out of the group's run, which goes on without it.
            let apart = { (block: CodeBlock) in block.role == .compileError || block.expectsTrap }
            let run = program.filter { !apart($0) }
            if !run.isEmpty {
                plan.jobs.append(groupJob(shared, run, lesson, mode: .run, support: support, digests: digests))
            }
            for (position, block) in program.enumerated() where apart(block) {
                let before = program[..<position].filter { !apart($0) }
                let mode: CheckMode = block.role == .compileError ? .compileError : .run
                plan.jobs.append(groupJob(shared, before + [block], lesson, mode: mode, support: support, digests: digests, judged: [block]))
            }
        }
        // Support files are checked through the snippets compiled with them; a
        // lesson that only shows them still gets them typechecked, once.
        let lone = blocks.filter { $0.role == .support || $0.role == .include }
        if !lone.isEmpty, !support.isEmpty {
            let check = job(shared, lone, .typecheck, support, supportDigests: Array(digests.dropFirst()))
            if checksWithSupport { plan.supportCheck = check } else { plan.jobs.append(check) }
        }
        return plan
    }

    /// A group's program job again, without `leftOut` (`GroupRecovery`): the same
    /// support files, so the same key as a group of the other blocks would have.
    func recompiled(_ job: VerificationJob, without leftOut: [CodeBlock]) -> VerificationJob {
        let left = Set(leftOut.map(\.index))
        // Its sources: main.swift, the support files, the marks file.
        let support = Array(job.sources.dropFirst().dropLast())
        return groupJob(
            job.shared, job.blocks.filter { !left.contains($0.index) }, job.lesson, mode: .run, support: support,
            digests: support.map { SHA256.hex($0.code) })
    }

    /// The job of a group's program (`GroupProgram`): for a run, each block's expected
    /// output kept by its index; `judged` are the blocks it gives results for (all of them
    /// for a run, the last one for a compile-error check).
    private func groupJob(
        _ shared: SharedLesson, _ blocks: [CodeBlock], _ lesson: Lesson, mode: CheckMode, support: [SnippetSource], digests: [String],
        judged: [CodeBlock]? = nil
    ) -> VerificationJob {
        let marked = mode == .run
        let main = SnippetSource(
            name: "main.swift", code: GroupProgram.main(of: blocks, marked: marked),
            origin: SourceLocation(file: GroupProgram.marksFile.name, line: 1))
        let extra = marked ? [GroupProgram.marksFile] : []
        var made = job(
            shared, judged ?? blocks, mode, [main] + support + extra,
            supportDigests: digests + extra.map { SHA256.hex($0.code) })
        var expected: [Int: ExpectedOutput] = [:]
        for block in blocks { expected[block.index] = lesson.expectedOutput(of: block) }
        made.group = GroupProgram.Layout(expected: expected, presumed: GroupProgram.presumed(blocks, in: lesson), marked: marked)
        return made
    }

    private func snippet(_ block: CodeBlock, _ lesson: Lesson) -> SnippetSource {
        SnippetSource(name: "main.swift", code: block.code, origin: SourceLocation(file: lesson.file, line: block.firstCodeLine))
    }

    /// The course's support files, then the lesson's `file=` blocks and the
    /// `include=` blocks that are not course support files already; with the SHA-256 of each.
    func supportSources(_ course: CourseSupport, lesson: Lesson) -> (sources: [SnippetSource], digests: [String]) {
        var sources = course.sources
        var digests = course.digests
        var included: Set<String> = []
        for block in lesson.blocks {
            switch block.role {
            case .support:
                sources.append(SnippetSource(
                    name: block.name ?? "Support.swift", code: block.code,
                    origin: SourceLocation(file: lesson.file, line: block.firstCodeLine)))
                digests.append(SHA256.hex(block.code))
            case .include:
                // The parser sets it for every include (or the lesson is an error).
                guard let path = block.resolvedIncludePath else { continue }
                let canonical = FilePath(path).canonical
                guard !course.canonicalPaths.contains(canonical), included.insert(canonical).inserted else { continue }
                sources.append(SnippetSource(
                    name: block.name ?? FilePath(path).lastComponent, code: block.code,
                    origin: SourceLocation(file: path, line: 1)))
                digests.append(SHA256.hex(block.code))
            default:
                break
            }
        }
        return (Self.uniquelyNamed(sources, reserving: ["main.swift"]), digests)
    }

    /// swiftc refuses two files with one base name, even in different folders.
    static func uniquelyNamed(_ sources: [SnippetSource], reserving reserved: Set<String>) -> [SnippetSource] {
        var used = reserved
        return sources.map { source in
            var renamed = source
            var counter = 2
            while used.contains(renamed.name) {
                renamed.name = "\(counter)-\(source.name)"
                counter += 1
            }
            used.insert(renamed.name)
            return renamed
        }
    }

    /// `supportDigests`: the SHA-256 of each source after the first, which the key then
    /// holds instead of its code (digests are a fixed 64 characters, so keys stay unambiguous).
    private func job(
        _ shared: SharedLesson, _ blocks: [CodeBlock], _ mode: CheckMode, _ sources: [SnippetSource], supportDigests: [String]? = nil,
        expected: ExpectedOutput? = nil
    ) -> VerificationJob {
        var hasher = SHA256()
        for part in [Self.cacheFormatVersion, fingerprint, mode.rawValue] { hasher.update(part + "\u{0}") }
        if mode == .appleTypecheck { hasher.update(interfaceDigest + "\u{0}") }
        for (index, source) in sources.enumerated() {
            if index > 0, let supportDigests {
                hasher.update("\(source.name)\u{0}sha256 \(supportDigests[index - 1])\u{0}")
                continue
            }
            hasher.update("\(source.name)\u{0}\(source.code.utf8.count)\u{0}")
            hasher.update(source.code)
        }
        return VerificationJob(lesson: shared, blocks: blocks, mode: mode, sources: sources, expected: expected, key: hasher.finalize())
    }
}
