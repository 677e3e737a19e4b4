import CourseModel
import CoursecSupport
import Foundation

/// The linker command that swiftc's link job (`clang … @AUTOLINK …`) would run, so that a
/// compile's script runs the linker itself: clang, started only to start the linker, cost
/// 5 to 11 ms of CPU per link (20 links in a cold verify of the bench corpus).
///
/// `clang -###` names the linker command without running it. It is asked once per shape of
/// compile, beside the driver's `-###` (`DriverJobs.ask`), with the response file of the
/// link's libraries (what `swift-autolink-extract` wrote) standing in as one flag
/// (`-lcoursec-autolink-stand-in`) and an empty file for its object: clang passes a `-lNAME` to the linker as it is, in its
/// place among the inputs, so the linker reads the same flags from the response file itself
/// (`@FILE`, in the same place). The script checks that the file holds only such flags
/// (`plainTest`); a file with anything else (another option, a space) is linked by clang, as
/// before. So the linker gets the arguments clang would give it, and what it prints and
/// makes is the same.
struct DirectLink: Sendable {
    /// The linker's command, with `autolink`'s response file in the place clang expands it.
    var linker: [String]
    /// The response file of the link's libraries.
    var autolink: String

    static let standIn = "-lcoursec-autolink-stand-in"
    static let plainTestName = "coursec_plain_autolink"
    /// A shell function: whether the file holds only `-lNAME` lines, NAME of letters, digits, `_.+-`.
    static let plainTest = plainTestName + "() { while IFS= read -r flag || [ -n \"$flag\" ]; do case $flag in "
        + "-l | -l*[!A-Za-z0-9_.+-]*) return 1 ;; -l*) ;; *) return 1 ;; esac; done < \"$1\"; }"

    /// The direct link for `command` of a driver's jobs asked in `folder`, or nil when it is
    /// not a clang link with one response file there, or clang says anything this cannot
    /// read back exactly (one linker command, no escaped argument).
    static func ask(_ command: [String], folder: String, environment: [String: String]) -> DirectLink? {
        guard let clang = command.first, FilePath(clang).lastComponent.hasPrefix("clang"),
              let place = command.indices.first(where: { command[$0].hasPrefix("@" + folder + "/") }),
              command.indices.filter({ command[$0].hasPrefix("@") }) == [place] else { return nil }
        // clang looks for its input files (the object) even when it only names its jobs:
        // empty files stand for them while it is asked.
        let output = command.firstIndex(of: "-o").map { $0 + 1 }
        var standIns = command.indices.filter { $0 != output && command[$0].hasPrefix(folder + "/") }.map { command[$0] }
        let standInFile = FilePath(folder).appending("coursec-autolink-stand-in").spelling
        standIns.append(standInFile)
        defer { for file in standIns { try? FileManager.default.removeItem(atPath: file) } }
        for file in standIns where !FileManager.default.fileExists(atPath: file) {
            let text = file == standInFile ? standIn + "\n" : ""
            guard (try? AtomicFile.create(file, Data(text.utf8))) != nil else { return nil }
        }
        var asked = Array(command.dropFirst())
        asked[place - 1] = "@" + standInFile
        let outcome = ProcessRunner(timeout: 60, outputCap: 1 << 20).run(clang, ["-###"] + asked, environment: environment)
        guard outcome.succeeded, var linker = parse(outcome.stderrText),
              linker.filter({ $0 == standIn }).count == 1, let standInPlace = linker.firstIndex(of: standIn) else { return nil }
        linker[standInPlace] = command[place]
        return DirectLink(linker: linker, autolink: String(command[place].dropFirst()))
    }

    /// The one job of `clang -###` (`"/path/ld.lld" "--flag" …`), unquoted; nil when there
    /// is not exactly one, an argument is escaped (clang writes `\"`, `\\`, `\$`), the
    /// program is not an executable file at an absolute path, or clang said a diagnostic
    /// (`clang: warning: …`), which the link by clang would print and the linker would not.
    static func parse(_ said: String) -> [String]? {
        let lines = said.split(separator: "\n")
        let jobs = lines.filter { $0.hasPrefix(" \"") }
        guard !lines.contains(where: { $0.hasPrefix("clang") && ($0.contains(" warning: ") || $0.contains(" error: ")) }),
              jobs.count == 1, let job = jobs.first, job.hasSuffix("\""), !job.contains("\\") else { return nil }
        let arguments = job.dropFirst(2).dropLast().components(separatedBy: "\" \"")
        guard !arguments.contains(where: { $0.contains("\"") }), let program = arguments.first, program.hasPrefix("/"),
              FileManager.default.isExecutableFile(atPath: program) else { return nil }
        return arguments
    }
}
