import CoursecSupport
import CourseModel
import CourseParsing
import CoursePipeline
import Foundation

/// The `coursec` command line: dispatches to a subcommand and turns errors into exit statuses.
public enum Coursec {
    static let commands: [any Command.Type] = [
        ImportCommand.self, ExtractCommand.self, VerifyCommand.self, BuildCommand.self, ServeCommand.self, StatusCommand.self, TranslateCommand.self, POCommand.self,
        NewCommand.self, DoctorCommand.self,
    ]

    static var overview: String {
        """
        coursec: compiles multilingual programming courses

        usage: coursec <command> [options]

        commands:
        \(commands.map { "  " + $0.name.padding(toLength: 11, withPad: " ", startingAt: 0) + $0.abstract }.joined(separator: "\n"))

        Run 'coursec <command> --help' for a command's usage and options.
        Run 'coursec --version' for the version of coursec.
        """
    }

    /// What `coursec --version` prints; raised with each release.
    public static let version = "0.1.0"

    /// Runs `coursec` with `arguments` (without the program name) and returns the exit status.
    public static func main(_ arguments: [String], console: Console) -> Int32 {
        // A write to a closed pipe (a group's program that closed coursec's answers, a
        // reader gone) is that write's failure, never the end of coursec.
        BrokenPipes.ignore()
        guard let name = arguments.first else {
            console.printError(overview)
            return ExitCode.usage.rawValue
        }
        if name == "--help" || name == "-h" || name == "help" {
            console.print(overview)
            return ExitCode.success.rawValue
        }
        if name == "--version" {
            console.print("coursec \(version)")
            return ExitCode.success.rawValue
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            let guess = NearestWord.nearest(to: name, among: commands.map { $0.name }).map { " (did you mean '\($0)'?)" } ?? ""
            console.printError("error: unknown command '\(name)'\(guess)\n\n" + overview)
            return ExitCode.usage.rawValue
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.print(command.help)
            return ExitCode.success.rawValue
        }
        do {
            let parsed = try Arguments.parse(rest, options: command.options)
            return try command.run(parsed, console: console).rawValue
        } catch let error as Arguments.UsageError {
            console.printError("error: \(error.message)\nusage: \(command.usage)")
            return ExitCode.usage.rawValue
        } catch {
            console.printError(Self.message(for: error))
            return ExitCode.failure.rawValue
        }
    }

    /// What is printed for an error that ends a command: the lesson errors' own
    /// `file:line: error: …` lines, or the error's words behind `error:`.
    static func message(for error: any Error) -> String {
        switch error {
        case let error as BuildError: error.description
        case let error as CourseErrors: error.description
        case let error as CourseError: error.description
        default: "error: \(error)"
        }
    }
}
