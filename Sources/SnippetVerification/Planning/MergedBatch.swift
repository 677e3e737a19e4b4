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
        var shape: MergeShape
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
            guard job.mode == .run, let main = job.sources.first, let shape = MergeShape.of(main.code),
                  !job.sources.dropFirst().contains(where: { $0.name.hasPrefix("coursec-snippet-") }) else {
                alone.append(job)
                continue
            }
            let group = Group(support: Array(job.sources.dropFirst()), imports: shape.imports)
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(Member(job: job, shape: shape))
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
            files.append(SnippetSource(name: Self.fileName(of: index), code: Self.layout(main.code, member.shape, index), origin: main.origin))
        }
        return files + support
    }

    static func layout(_ code: String, _ shape: MergeShape, _ index: Int) -> String {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        func part(_ range: ClosedRange<Int>) -> String {
            "#sourceLocation(file: \"\(presumedName(of: index))\", line: \(range.lowerBound))\n"
                + lines[(range.lowerBound - 1)...(range.upperBound - 1)].joined(separator: "\n") + "\n"
        }
        var text = shape.hoisted.map(part).joined()
        // swiftc refuses a closing directive with none open.
        if !shape.hoisted.isEmpty { text += "#sourceLocation()\n" }
        text += "func coursecSnippet_\(index)() {\n"
        var line = 1
        for hoisted in shape.hoisted + [(lines.count + 1)...(lines.count + 1)] {
            if line < hoisted.lowerBound { text += part(line...(hoisted.lowerBound - 1)) }
            line = hoisted.upperBound + 1
        }
        return text + "#sourceLocation()\n}\n"
    }

    /// The member an error line of the merged compile is in, or nil when it is in no member.
    static func member(ofErrorLine text: String) -> Int? {
        guard let marker = text.range(of: ": error: ") else { return nil }
        let place = text[..<marker.lowerBound]
        guard let prefix = place.range(of: "coursec-snippet-", options: .backwards) else { return nil }
        return Int(place[prefix.upperBound...].prefix { $0.isNumber })
    }
}
