import CourseParsing

/// A parsed command line: `--flag`, `--option value`, `--option=value`, `-o value`,
/// `-ovalue`, positionals, and `--` before positionals that start with a dash.
///
/// swift-argument-parser cannot be fetched here; this keeps its manners
/// (usage errors name the problem and exit 64, `--help` goes to stdout).
public struct Arguments: Sendable {
    public var positionals: [String] = []
    /// Flags given, by long name.
    public var flags: Set<String> = []
    /// The values given to each option, by long name, in order.
    public var values: [String: [String]] = [:]

    public struct UsageError: Error, Equatable, Sendable {
        public var message: String

        public init(message: String) {
            self.message = message
        }
    }

    /// Parses `arguments` against the options a command declares.
    public static func parse(_ arguments: [String], options declared: [Option]) throws(UsageError) -> Arguments {
        var result = Arguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            guard let (option, inlineValue) = match(argument, in: declared) else {
                let typed = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
                let guess = typed.hasPrefix("--") ? NearestWord.nearest(to: typed, among: declared.map(\.name)) : nil
                throw UsageError(message: "unknown option '\(typed)'" + (guess.map { " (did you mean '\($0)'?)" } ?? ""))
            }
            if option.isFlag {
                guard inlineValue == nil else { throw UsageError(message: "\(option.name) takes no value") }
                result.flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else { throw UsageError(message: "\(option.name) needs a value") }
                value = arguments[index]
                index += 1
            }
            result.values[option.name, default: []].append(value)
        }
        return result
    }

    /// The option `argument` names and the value written into it (`--out=DIR`, `-oDIR`, `-o=DIR`).
    private static func match(_ argument: String, in declared: [Option]) -> (Option, String?)? {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = parts[0]
        let inline = parts.count > 1 ? parts[1] : nil
        if name.hasPrefix("--") {
            return declared.first { $0.name == name }.map { ($0, inline) }
        }
        let letters = Array(argument.dropFirst())
        guard let letter = letters.first, let option = declared.first(where: { $0.short == letter }) else { return nil }
        if letters.count == 1 { return (option, nil) }
        if letters[1] == "=" { return (option, String(letters.dropFirst(2))) }
        // `-j4`: the rest is the value; a flag takes none, so `-vx` is no flag.
        return option.isFlag ? nil : (option, String(letters.dropFirst()))
    }

    public func has(_ flag: Option) -> Bool { flags.contains(flag.name) }
    /// The option's value; given more than once, the last one counts.
    public func value(_ option: Option) -> String? { values[option.name]?.last }
    /// Every value of an option that may be given more than once, in order.
    public func all(_ option: Option) -> [String] { values[option.name] ?? [] }

    public func int(_ option: Option, range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let raw = value(option) else { return nil }
        guard let number = Int(raw), range.contains(number) else {
            throw UsageError(message: "\(option.name) needs a whole number from \(range.lowerBound) to \(range.upperBound), not '\(raw)'")
        }
        return number
    }

    /// The option's value, which must be one of its declared choices. Checked when the
    /// command asks, not while parsing, so a command's own checks keep their order.
    public func choice(_ option: Option) throws(UsageError) -> String? {
        guard let raw = value(option) else { return nil }
        guard option.choices.contains(raw) else {
            throw UsageError(message: "\(option.name) must be one of \(option.choices.joined(separator: ", ")), not '\(raw)'")
        }
        return raw
    }
}
