import CourseModel
import CoursecSupport
import Foundation

/// One `pagefind_extended --service` process, which makes the bundles of every slice of
/// one language of a build (`SearchIndexing`), one after another: each slice a new index
/// made from its folder of sources, whose files it returns, then deleted. A process loads
/// Lindera's Japanese dictionary once (1.4 CPU-s and 340 MB), where a run of the CLI
/// per slice loaded it for every Japanese slice (docs/site.md, "One Pagefind for a build").
///
/// Not Sendable: the indexing thread alone talks to it; its process, handed to `started`,
/// is what a build that gives up stops (`SearchIndexing.Work`).
final class PagefindService {
    let executable: String
    /// The language of the slices it indexes.
    let language: String
    private let conversation: ConversingProcess
    private var nextID = 1
    /// It ended or answered what is not its protocol: no further request is sent to it.
    private(set) var isBroken = false

    /// Starts the service, its standard error written to `errorFile`; `started` as
    /// `ConversingProcess`'s.
    init(executable: String, language: String, errorFile: String, started: (Process) -> Void) throws(CourseError) {
        self.executable = executable
        self.language = language
        do {
            conversation = try ConversingProcess(executable, ["--service"], errorFile: errorFile, started: started)
        } catch {
            throw CourseError("search: cannot run Pagefind: \(error.localizedDescription)", file: executable)
        }
    }

    /// The bundle Pagefind makes of the sources under `pages`, by path in the bundle.
    func index(pages: String) throws(CourseError) -> [String: Data] {
        guard let index = try ask(.newIndex).index else { throw garbage("a new index without its index_id") }
        let files: [String: Data]?
        do {
            _ = try ask(.addDirectory(index: index, path: pages))
            files = try ask(.getFiles(index: index)).files
        } catch {
            // The index is dropped either way, so the next slice starts from a service holding none.
            if !isBroken { _ = try? ask(.deleteIndex(index: index)) }
            throw error
        }
        _ = try ask(.deleteIndex(index: index))
        guard let files else { throw garbage("files that are not paths and base64") }
        return files
    }

    /// Ends the service: asks it to (its standard input closed) when it is sound, else
    /// stops it. Returns when it has exited.
    func end() {
        if isBroken, conversation.process.isRunning { kill(conversation.process.processIdentifier, SIGKILL) }
        conversation.finish()
    }

    private func ask(_ request: PagefindRequest) throws(CourseError) -> PagefindAnswer {
        let id = nextID
        nextID += 1
        do {
            try conversation.send(request.frame(id: id))
        } catch {
            throw ended()
        }
        guard let frame = conversation.read(upTo: UInt8(ascii: ",")) else { throw ended() }
        guard let answer = PagefindAnswer(frame: frame) else {
            throw garbage(String(decoding: frame.prefix(200), as: UTF8.self))
        }
        if answer.type == "Error" {
            let said = [answer.message ?? "", conversation.errorText].filter { !$0.isEmpty }.joined(separator: "\n")
            throw CourseError("search: Pagefind failed on the \(language) pages: \(said)", file: executable)
        }
        guard answer.id == id, answer.type == request.answerType else {
            throw garbage("\(answer.type) for message \(answer.id.map(String.init) ?? "none")")
        }
        return answer
    }

    /// It closed its output: it has ended (or been stopped). Its exit status and standard error.
    private func ended() -> CourseError {
        isBroken = true
        let status = conversation.finish()
        return CourseError("search: Pagefind failed (exit \(status)) on the \(language) pages: \(conversation.errorText)", file: executable)
    }

    private func garbage(_ what: String) -> CourseError {
        isBroken = true
        let errors = conversation.errorText
        return CourseError(
            "search: Pagefind's service answered what coursec cannot read on the \(language) pages (\(what))"
                + (errors.isEmpty ? "" : ": \(errors)"),
            file: executable)
    }
}
