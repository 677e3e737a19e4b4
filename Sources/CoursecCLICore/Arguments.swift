/// A small command-line parser: `--flag`, `--option value`, `--option=value`, positionals.
///
/// swift-argument-parser cannot be fetched here; this keeps its manners
/// (usage errors name the problem and exit 64, `--help` goes to stdout).
public struct Arguments: Sendable {
    public var positionals: [String] = []
    public var flags: Set<String> = []
    public var options: [String: [String]] = [:]

    public struct UsageError: Error, Equatable, Sendable {
        public var message: String
    }

    /// `flagNames` take no value; `optionNames` take one (repeatable).
    public static func parse(_ arguments: [String], flags flagNames: Set<String>, options optionNames: Set<String>) throws(UsageError) -> Arguments {
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
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if flagNames.contains(name) {
                guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value") }
                result.flags.insert(name)
            } else if optionNames.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
                    value = arguments[index]
                    index += 1
                }
                result.options[name, default: []].append(value)
            } else {
                throw UsageError(message: "unknown option '\(name)'")
            }
        }
        return result
    }

    public func has(_ flag: String) -> Bool { flags.contains(flag) }
    public func value(_ option: String) -> String? { options[option]?.last }

    public func int(_ option: String, range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let raw = value(option) else { return nil }
        guard let number = Int(raw), range.contains(number) else {
            throw UsageError(message: "\(option) needs a whole number from \(range.lowerBound) to \(range.upperBound), not '\(raw)'")
        }
        return number
    }

    public func choice(_ option: String, of choices: [String]) throws(UsageError) -> String? {
        guard let raw = value(option) else { return nil }
        guard choices.contains(raw) else {
            throw UsageError(message: "\(option) must be one of \(choices.joined(separator: ", ")), not '\(raw)'")
        }
        return raw
    }
}
