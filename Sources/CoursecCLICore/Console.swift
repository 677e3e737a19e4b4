import CourseModel
import Foundation

/// Where a command writes. Tests capture both streams; the executable uses the real ones.
public final class Console: Sendable {
    private let writeOut: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void
    /// True when stdout is a terminal: progress lines and colour only then.
    public let isTerminal: Bool
    /// Colour on stdout (the summary) and on stderr (the `error:` and `warning:` labels):
    /// each only where it is a terminal, and never with `NO_COLOR` set (no-color.org).
    public let useColor: Bool
    public let colorsErrors: Bool
    public let environment: [String: String]
    /// The folder the command runs in, absolute: the one "here" every command passes
    /// down. The process's own folder is read here and nowhere else in coursec.
    public let currentDirectory: String
    /// Whether `currentDirectory` is the process's own, where relative paths are opened
    /// as typed (then messages show them as typed); tests run commands in process for
    /// other folders, and paths are then spelled from it (`resolve`).
    let isProcessDirectory: Bool

    /// `currentDirectory` nil: the command runs in the process's own folder.
    public init(
        isTerminal: Bool = false, errorIsTerminal: Bool = false, environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: String? = nil,
        out: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void
    ) {
        self.isTerminal = isTerminal
        let colorAllowed = environment["NO_COLOR"].map(\.isEmpty) ?? true
        self.useColor = isTerminal && colorAllowed
        self.colorsErrors = errorIsTerminal && colorAllowed
        self.environment = environment
        self.currentDirectory = currentDirectory ?? FileManager.default.currentDirectoryPath
        self.isProcessDirectory = currentDirectory == nil
        self.writeOut = out
        self.writeError = error
    }

    public static func standard() -> Console {
        Console(
            isTerminal: isatty(STDOUT_FILENO) == 1, errorIsTerminal: isatty(STDERR_FILENO) == 1,
            // SIGPIPE is ignored (`BrokenPipes`): a reader gone (`| head`) fails the write,
            // which `write(_:)` would turn into a crash. What it would not read is dropped.
            out: { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) },
            error: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) })
    }

    // Everything printed passes here, and much of it came from a lesson or a snippet
    // (expected and printed lines, swiftc's and a crash's messages, file names): a
    // control character in it is shown as `\u{1B}`, never sent to the terminal, where
    // `ESC]0;…BEL` or `ESC[2J` would retitle or clear it. Tab and line feed stay.
    public func print(_ line: String) { writeOut(line.withVisibleControls + "\n") }
    public func write(_ text: String) { writeOut(text.withVisibleControls) }
    public func printError(_ line: String) {
        let shown = line.withVisibleControls
        writeError((colorsErrors ? ConsoleColor.labels(in: shown) : shown) + "\n")
    }

    /// The summary line of a report (`2 passed, 1 failed, 0 skipped`), its failures red
    /// and a clean run green on a terminal.
    public func printSummary(_ line: String, failed: Bool) {
        let shown = line.withVisibleControls
        writeOut((useColor ? ConsoleColor.paint(shown, failed ? .red : .green) : shown) + "\n")
    }

    /// A progress line that rewrites itself, shown only on a terminal.
    public func progress(_ line: String) {
        guard isTerminal else { return }
        writeOut("\r\u{1B}[2K" + line.withVisibleControls)
    }

    public func endProgress() {
        guard isTerminal else { return }
        writeOut("\r\u{1B}[2K")
    }
}
