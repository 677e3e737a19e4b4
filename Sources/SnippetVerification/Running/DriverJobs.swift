import CourseModel
import CoursecSupport
import Foundation
import Synchronization

/// The commands swiftc's driver would run for a compile, so that a job runs them itself:
/// the driver costs about 36 ms a call before any frontend starts, more than a small
/// snippet's whole typecheck. `swiftc -###` prints them without running them; it is
/// asked once per shape of compile (the flags and the number of files) with stand-in
/// paths in a folder of its own, and each job's commands are those with its own paths.
/// The flags, and so every output, are the driver's own.
///
/// The commands run one after the other in one process (`/bin/sh`, one sandbox): a
/// frontend's failure ends the compile there with its status and messages, as the
/// driver's does (it prints the failing frontend's messages and no others, and exits 1).
/// Anything else that fails (the linker, a frontend ended by a signal) is told apart by
/// `fallbackStatus` and the job asks the driver itself, whose messages for those cases
/// are its own: they are rare, and their outcome must read as before.
struct DriverJobs: Sendable {
    /// The commands, with `folder` standing for the job's folder and `sources` for its files.
    var commands: [[String]]
    var folder: String
    var sources: [String]
    /// Folders the driver would have made under `folder` (its `TemporaryDirectory.*`).
    var temporaryFolders: [String]
    /// For a link command (by its place in `commands`): the linker command the link driver
    /// (clang) would run, so the script runs the linker without clang (`DirectLink`).
    var directLinks: [Int: DirectLink] = [:]

    /// The status the commands' script exits with when something other than a frontend's
    /// own error stopped it.
    static let fallbackStatus: Int32 = 86

    /// Whether a direct compile's outcome is the one the driver would give: it succeeded,
    /// a frontend failed on the sources (status 1 and an error at a line of a Swift file:
    /// an error of no file, such as a job that cannot write its output, is the driver's to
    /// tell), or it ran out of time or flooded (the driver would have too, and asking it
    /// again would cost as much).
    static func stands(_ outcome: ProcessOutcome) -> Bool {
        switch outcome.termination {
        case .exited(0), .timedOut, .outputCapExceeded: return true
        case .exited(1):
            return outcome.stderrText.split(separator: "\n").contains { $0.contains(".swift:") && $0.contains(": error: ") }
        default: return false
        }
    }

    /// What `swiftc -###` says for `arguments` and `count` files; nil if it fails or says
    /// anything this cannot read back exactly (a quoted argument), so the driver is used.
    static func ask(_ compiler: String, arguments: [String], count: Int, environment: [String: String]) -> DriverJobs? {
        guard let scratch = try? ScratchDirectory(environment: environment) else { return nil }
        defer { scratch.remove() }
        let folder = scratch.path
        let sources = (0..<count).map { scratch.file("coursec-driver-source-\($0).swift") }
        var asked = arguments
        if let output = asked.firstIndex(of: "-o"), output + 1 < asked.count {
            asked[output + 1] = scratch.file("main")
        }
        var driverEnvironment = environment
        driverEnvironment["TMPDIR"] = folder
        let outcome = ProcessRunner(timeout: 60, outputCap: 1 << 20).run(compiler, ["-###"] + asked + sources, environment: driverEnvironment)
        guard outcome.succeeded, var jobs = parse(outcome.stdoutText, folder: folder, sources: sources) else { return nil }
        // `-###` writes the files its jobs read (a `-wmo` frontend's supplementary output
        // map) in its temporary folder, which is gone with `scratch`. A map that asks for
        // no output says what no map says, and is left out; any other such file is left
        // to the driver, as its job would not find it.
        for name in jobs.temporaryFolders {
            let made = FilePath(folder).appending(name).spelling
            for file in (try? FileManager.default.contentsOfDirectory(atPath: made)) ?? [] where file != ".keep-directory" {
                let path = FilePath(made).appending(file).spelling
                guard Self.asksForNothing(FileManager.default.contents(atPath: path)) else { return nil }
                jobs.commands = jobs.commands.map { Self.without(flag: "-supplementary-output-file-map", valued: path, in: $0) }
            }
        }
        guard !jobs.commands.joined().contains(where: { $0.hasPrefix(folder + "/") && FileManager.default.fileExists(atPath: $0) }) else {
            return nil
        }
        for (index, command) in jobs.commands.enumerated() {
            jobs.directLinks[index] = DirectLink.ask(command, folder: folder, environment: driverEnvironment)
        }
        return jobs
    }

    /// A supplementary output map whose every input maps to no output.
    static func asksForNothing(_ map: Data?) -> Bool {
        guard let map, let entries = try? JSONSerialization.jsonObject(with: map) as? [String: Any] else { return false }
        return entries.values.allSatisfy { ($0 as? [String: Any])?.isEmpty == true }
    }

    static func without(flag: String, valued value: String, in command: [String]) -> [String] {
        guard let at = command.firstIndex(of: flag), at + 1 < command.count, command[at + 1] == value else { return command }
        var kept = command
        kept.removeSubrange(at...(at + 1))
        return kept
    }

    static func parse(_ said: String, folder: String, sources: [String]) -> DriverJobs? {
        let lines = said.split(separator: "\n").filter { !$0.isEmpty }
        // The driver quotes an argument with a space or a quote in it; such a toolchain
        // path is left to the driver rather than unquoted here.
        guard !lines.isEmpty, !lines.contains(where: { $0.contains(where: { "\"'\\$`".contains($0) }) }) else { return nil }
        let commands = lines.map { $0.split(separator: " ").map(String.init) }
        guard commands.allSatisfy({ $0.first.map { $0.hasPrefix("/") && FileManager.default.isExecutableFile(atPath: $0) } ?? false }) else {
            return nil
        }
        let inside = folder + "/"
        var temporaryFolders: [String] = []
        for argument in commands.joined() {
            let path = argument.hasPrefix("@") ? String(argument.dropFirst()) : argument
            guard path.hasPrefix(inside) else { continue }
            let rest = path.dropFirst(inside.count).split(separator: "/", omittingEmptySubsequences: false)
            if rest.count > 1, !temporaryFolders.contains(String(rest[0])) { temporaryFolders.append(String(rest[0])) }
        }
        return DriverJobs(commands: commands, folder: folder, sources: sources, temporaryFolders: temporaryFolders)
    }

    /// The commands for a job in `directory` on `paths` (in the order they were asked
    /// for), with the compilation folder debug information names set to `workingDirectory`
    /// (the driver gives its own current folder: the sandbox's is the job's folder).
    func script(directory: String, paths: [String], workingDirectory: String) -> String {
        let byStandIn = Dictionary(uniqueKeysWithValues: zip(sources, paths))
        func own(_ argument: String) -> String {
            byStandIn[argument] ?? argument.replacingOccurrences(of: folder, with: directory)
        }
        var lines = temporaryFolders.map { "mkdir \(Self.quoted(FilePath(directory).appending($0).spelling)) || exit \(Self.fallbackStatus)" }
        if !directLinks.isEmpty { lines.append(DirectLink.plainTest) }
        for (index, command) in commands.enumerated() {
            var arguments = command.map(own)
            if let flag = arguments.firstIndex(of: "-file-compilation-dir"), flag + 1 < arguments.count {
                arguments[flag + 1] = workingDirectory
            }
            let frontend = command.contains("-frontend")
            let line = arguments.map(Self.quoted).joined(separator: " ") + (frontend ? " || exit $?" : " || exit \(Self.fallbackStatus)")
            guard let link = directLinks[index] else {
                lines.append(line)
                continue
            }
            let linker = link.linker.map(own).map(Self.quoted).joined(separator: " ") + " || exit \(Self.fallbackStatus)"
            lines.append("if \(DirectLink.plainTestName) \(Self.quoted(own(link.autolink))); then \(linker); else \(line); fi")
        }
        return lines.joined(separator: "\n")
    }

    /// The same commands for `count` files, when these were asked for two and name the two
    /// only together, in order, where the files go (a whole-module compile: one frontend
    /// reads them all, and what it writes is named after the module, not after a file);
    /// nil otherwise. A merged batch's compile has as many files as it has members, and
    /// asking the driver for every count it meets cost a driver call (about 40 ms) each:
    /// eight on the books.
    func widened(to count: Int) -> DriverJobs? {
        guard sources.count == 2, count >= 2 else { return nil }
        let folder = FilePath(self.folder)
        let widened = (0..<count).map { folder.appending("coursec-driver-source-\($0).swift").spelling }
        var commands: [[String]] = []
        for command in self.commands {
            let named = command.indices.filter { sources.contains(command[$0]) }
            if named.isEmpty {
                commands.append(command)
                continue
            }
            guard named.count == 2, command[named[0]] == sources[0], named[1] == named[0] + 1, command[named[1]] == sources[1] else {
                return nil
            }
            commands.append(Array(command[..<named[0]]) + widened + Array(command[(named[1] + 1)...]))
        }
        return DriverJobs(commands: commands, folder: self.folder, sources: widened, temporaryFolders: temporaryFolders, directLinks: directLinks)
    }

    /// The folders `script` made in `directory`, to remove once it ran.
    func madeFolders(in directory: String) -> [String] {
        temporaryFolders.map { FilePath(directory).appending($0).spelling }
    }

    static func quoted(_ argument: String) -> String {
        "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// The `DriverJobs` of each shape of compile a verify has asked for (nil: use the driver).
final class DriverJobsCache: Sendable {
    private let known = Mutex<[[String]: DriverJobs?]>([:])

    func jobs(_ compiler: String, arguments: [String], count: Int, environment: [String: String]) -> DriverJobs? {
        // Asked under the lock: jobs of one shape that start together ask once, and a
        // verify has a handful of shapes, so the wait is one driver call at the start.
        known.withLock { known in
            func asked(_ count: Int) -> DriverJobs? {
                let key = arguments + [String(count)]
                if let found = known[key] { return found }
                let jobs = DriverJobs.ask(compiler, arguments: arguments, count: count, environment: environment)
                known[key] = .some(jobs)
                return jobs
            }
            // A whole-module compile of any number of files, from the driver's jobs for two.
            guard arguments.contains("-wmo"), count > 2, known[arguments + [String(count)]] == nil,
                  let widened = asked(2)?.widened(to: count) else { return asked(count) }
            known[arguments + [String(count)]] = .some(widened)
            return widened
        }
    }
}
