import Foundation

/// Where a command writes. Tests capture both streams; the executable uses the real ones.
public final class Console: @unchecked Sendable {
    private let writeOut: (String) -> Void
    private let writeError: (String) -> Void
    /// True when stdout is a terminal: progress lines and colour only then.
    public let isTerminal: Bool
    public let useColor: Bool
    public let environment: [String: String]
    public let currentDirectory: String

    public init(
        isTerminal: Bool = false, environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        out: @escaping (String) -> Void, error: @escaping (String) -> Void
    ) {
        self.isTerminal = isTerminal
        self.useColor = isTerminal && environment["NO_COLOR"] == nil
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.writeOut = out
        self.writeError = error
    }

    public static func standard() -> Console {
        Console(
            isTerminal: isatty(STDOUT_FILENO) == 1,
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            error: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    public func print(_ line: String) { writeOut(line + "\n") }
    public func write(_ text: String) { writeOut(text) }
    public func printError(_ line: String) { writeError(line + "\n") }

    /// A progress line that rewrites itself, shown only on a terminal.
    public func progress(_ line: String) {
        guard isTerminal else { return }
        writeOut("\r\u{1B}[2K" + line)
    }

    public func endProgress() {
        guard isTerminal else { return }
        writeOut("\r\u{1B}[2K")
    }
}
