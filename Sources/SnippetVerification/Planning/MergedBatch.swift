import CourseModel
import Foundation

/// `run` snippets compiled into one executable with their support files compiled once
/// (rustdoc merges doctests the same way). Member `i`'s `main.swift` becomes the file
/// `coursec-snippet-i.swift`: its hoisted declarations (`MergeShape`) at file scope,
/// the rest in `func coursecSnippet_i()`, each part under a `#sourceLocation` naming
/// `coursec-snippet-i/main.swift` and the snippet's own line, so swiftc's lines and
/// columns, `#line`, `#fileID` (`Snippet/main.swift`) and a crash's `main.swift:LINE`
/// are the snippet's, and an error names the member it is in. The executable's
/// `main.swift` calls the function its first argument names.
struct MergedBatch: Sendable {
    var members: [Member]
    /// The support files every member compiles with (the same for all).
    var support: [SnippetSource]

    struct Member: Sendable {
        var job: VerificationJob
        /// The whole program's shape; for a group's, its blocks' together.
        var shape: MergeShape
        /// For a group's program: each block's code and shape, laid out one after another.
        var blocks: [(code: String, shape: MergeShape)]?
    }

    /// Snippets per executable: a batch that fails to link costs a recompile, and
    /// smaller batches let `--jobs` compile several at once.
    static let largestBatch = 40

    static func fileName(of member: Int) -> String { "coursec-snippet-\(member).swift" }
    static func presumedName(of member: Int) -> String { "coursec-snippet-\(member)/main.swift" }

    /// The merged batches of the given `run` jobs, and the jobs that are compiled alone.
    /// Jobs merge when they share their support files and imports and no snippet
    /// declares a name another one mentions; `width` batches at least, so every core compiles.
    static func plan(_ jobs: [VerificationJob], width: Int) -> (batches: [MergedBatch], alone: [VerificationJob]) {
        struct Group: Hashable { var support: [SnippetSource]; var imports: Set<String> }
        var alone: [VerificationJob] = []
        var groups: [Group: [Member]] = [:]
        var order: [Group] = []
        for job in jobs {
            guard job.mode == .run, let main = job.sources.first, let (shape, blocks) = Self.shape(of: job, main: main),
                  !job.sources.dropFirst().contains(where: { $0.name.hasPrefix("coursec-snippet-") }) else {
                alone.append(job)
                continue
            }
            // A group's marks file is the batch's, once, whoever else is in it.
            let support = job.sources.dropFirst().filter { $0.name != GroupProgram.marksFile.name }
            let group = Group(support: support, imports: shape.imports)
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(Member(job: job, shape: shape, blocks: blocks))
        }
        let total = groups.values.reduce(0) { $0 + $1.count }
        let size = max(2, min(largestBatch, (total + max(width, 1) - 1) / max(width, 1)))
        var batches: [MergedBatch] = []
        for group in order {
            var open: [[Member]] = []
            for member in groups[group]! {
                if let slot = open.firstIndex(where: { batch in
                    batch.count < size && batch.allSatisfy { $0.shape.canShareModule(with: member.shape) }
                }) {
                    open[slot].append(member)
                } else {
                    open.append([member])
                }
            }
            for members in open {
                // A batch of one gains nothing over compiling alone.
                if members.count == 1 { alone.append(members[0].job) } else { batches.append(MergedBatch(members: members, support: group.support)) }
            }
        }
        return (batches, alone)
    }

    /// A job's shape; a group's program is laid out from its blocks, each of which must
    /// merge as a snippet alone would (its `main.swift`'s `#sourceLocation` lines are ours).
    private static func shape(of job: VerificationJob, main: SnippetSource) -> (MergeShape, [(code: String, shape: MergeShape)]?)? {
        guard let group = job.group else { return MergeShape.of(main.code).map { ($0, nil) } }
        var blocks: [(code: String, shape: MergeShape)] = []
        for block in group.presumed {
            guard let shape = MergeShape.of(block.code) else { return nil }
            blocks.append((block.code, shape))
        }
        var whole = MergeShape(hoisted: [], declared: [], identifiers: [], imports: [])
        for block in blocks {
            whole.declared.formUnion(block.shape.declared)
            whole.identifiers.formUnion(block.shape.identifiers)
            whole.imports.formUnion(block.shape.imports)
        }
        return (whole, blocks)
    }

    /// The executable's files: the dispatcher, one file per member, the support files.
    var sources: [SnippetSource] {
        var cases = members.indices.map { "case \"\($0)\": coursecSnippet_\($0)()" }
        cases.append("default: break")
        let dispatcher = "switch CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : \"\" {\n"
            + cases.joined(separator: "\n") + "\n}\n"
        let origin = members[0].job.sources[0].origin
        var files = [SnippetSource(name: "main.swift", code: dispatcher, origin: origin)]
        for (index, member) in members.enumerated() {
            let main = member.job.sources[0]
            let code = member.blocks.map { Self.groupLayout($0, index) } ?? Self.layout(main.code, member.shape, index)
            files.append(SnippetSource(name: Self.fileName(of: index), code: code, origin: main.origin))
        }
        let marks = members.contains { $0.blocks != nil } ? [GroupProgram.marksFile] : []
        return files + support + marks
    }

    static func layout(_ code: String, _ shape: MergeShape, _ index: Int) -> String {
        let (hoisted, body) = parts(code, shape, file: presumedName(of: index))
        return close(hoisted) + "func coursecSnippet_\(index)() {\n" + body + "#sourceLocation()\n}\n"
    }

    /// A group's program as a member: each block's hoisted declarations at file scope, and
    /// its statements in order in the member's function, each block under its own file name
    /// (`coursec-snippet-i/coursec-block-K.swift`, so `#fileID` and errors name the block as
    /// the group compiled alone does), a mark after each (`GroupProgram`).
    static func groupLayout(_ blocks: [(code: String, shape: MergeShape)], _ index: Int) -> String {
        var hoisted = ""
        var body = ""
        for (position, block) in blocks.enumerated() {
            let file = "coursec-snippet-\(index)/" + GroupProgram.presumedName(of: position)
            let laid = parts(block.code, block.shape, file: file)
            hoisted += laid.hoisted
            body += laid.body + GroupProgram.markCall(position)
        }
        return close(hoisted) + "func coursecSnippet_\(index)() {\n" + body + "#sourceLocation()\n}\n"
    }

    /// swiftc refuses a closing directive with none open.
    private static func close(_ hoisted: String) -> String {
        hoisted.isEmpty ? "" : hoisted + "#sourceLocation()\n"
    }

    /// The code's hoisted lines and the rest, each run of lines under a `#sourceLocation`
    /// naming `file` and the run's own first line.
    private static func parts(_ code: String, _ shape: MergeShape, file: String) -> (hoisted: String, body: String) {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        func part(_ range: ClosedRange<Int>) -> String {
            "#sourceLocation(file: \"\(file)\", line: \(range.lowerBound))\n"
                + lines[(range.lowerBound - 1)...(range.upperBound - 1)].joined(separator: "\n") + "\n"
        }
        let hoisted = shape.hoisted.map(part).joined()
        var body = ""
        var line = 1
        for range in shape.hoisted + [(lines.count + 1)...(lines.count + 1)] {
            if line < range.lowerBound { body += part(line...(range.lowerBound - 1)) }
            line = range.upperBound + 1
        }
        return (hoisted, body)
    }

    /// The member an error line of the merged compile is in, or nil when it is in no member.
    static func member(ofErrorLine text: String) -> Int? {
        guard let marker = text.range(of: ": error: ") else { return nil }
        let place = text[..<marker.lowerBound]
        guard let prefix = place.range(of: "coursec-snippet-", options: .backwards) else { return nil }
        return Int(place[prefix.upperBound...].prefix { $0.isNumber })
    }
}
