import CourseModel

/// The meaning of a fenced block's info string (`swift run`, `swift step=2 file=A.swift`, `output`).
public struct InfoString: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A snippet coursec checks or shows with a role.
        case snippet(BlockRole)
        /// Plain code shown as is (`text`, `sh`, `console`, `json`, or no info string).
        case display
    }

    public var kind: Kind
    public var file: String?
    public var include: String?
    public var step: Int?
    /// `highlight=3,5-7`: lines of the block to highlight.
    public var highlight: [Int] = []
    /// `in=Type`: the type an `apple` fragment's members belong to.
    public var context: String?
    /// `incomplete`: an `apple` block or step not meant to compile as shown.
    public var incomplete = false
    /// `group=NAME`: the group of blocks this one is part of.
    public var group: String?
    /// `traps`: a `swift run` that must stop by a runtime trap.
    public var traps = false
    /// `output hidden`: output the program may print that the lesson does not show.
    public var hiddenOutput = false
    /// `source=N`: the line of the lesson's source (its front matter's `source`) the block
    /// was imported from, which every failure of it names besides the lesson's.
    public var sourceLine: Int?

    /// Languages shown as plain code; anything else is a typo until proven otherwise.
    public static let displayLanguages: Set<String> = ["", "text", "sh", "console", "json", "xml", "plaintext"]

    /// Role words a `swift` block may carry, as documented in docs/format.md.
    static let roleWords: [String: BlockRole] = [
        "run": .run, "typecheck": .typecheck, "parse": .parse, "apple": .apple, "ignore": .ignore,
        "setup": .setup, "compile-error": .compileError,
    ]

    /// The roles a `group=` may stand on: those that compile as part of a program.
    static let groupedRoles: Set<BlockRole> = [.run, .typecheck, .setup, .compileError]

    public static func parse(_ info: String, at location: SourceLocation) throws(CourseError) -> InfoString {
        let words = info.split(whereSeparator: \.isWhitespace).map(String.init)
        let language = words.first ?? ""
        if language == "output" { return try output(options: words.dropFirst(), info: info, at: location) }
        if language != "swift" { return try display(language, words: words, info: info, at: location) }
        var result = InfoString(kind: .display)
        var roles: [BlockRole] = []
        for word in words.dropFirst() {
            if let role = try result.take(word, info: info, at: location) { roles.append(role) }
        }
        if roles.isEmpty, result.file != nil { roles.append(.support) }
        let role = try result.soleRole(roles, info: info, at: location)
        try result.checkAppleWords(for: role, info: info, at: location)
        result.kind = .snippet(role)
        return result
    }

    /// `output`, or `output hidden`.
    private static func output(options: ArraySlice<String>, info: String, at location: SourceLocation) throws(CourseError) -> InfoString {
        if options == ["hidden"] { return InfoString(kind: .snippet(.output), hiddenOutput: true) }
        if let extra = options.first(where: { $0 != "hidden" }) ?? options.dropFirst().first {
            throw CourseError("unknown word '\(extra)' in info string '\(info)' (an output block takes one option, 'hidden')", at: location)
        }
        return InfoString(kind: .snippet(.output))
    }

    /// A language shown as plain code, alone; any other language is a typo until proven otherwise.
    private static func display(_ language: String, words: [String], info: String, at location: SourceLocation) throws(CourseError) -> InfoString {
        if displayLanguages.contains(language), words.count <= 1 {
            return InfoString(kind: .display)
        }
        let known = (["swift", "output"] + displayLanguages.filter { !$0.isEmpty }.sorted()).joined(separator: ", ")
        if displayLanguages.contains(language) {
            throw CourseError("unknown word '\(words[1])' in info string '\(info)'", at: location)
        }
        throw CourseError("unknown code block language '\(language)' (known: \(known))", at: location)
    }

    /// One word of a `swift` block's info string taken into `self`; the role it names, if any.
    private mutating func take(_ word: String, info: String, at location: SourceLocation) throws(CourseError) -> BlockRole? {
        if let role = Self.roleWords[word] { return role }
        if word == "traps" {
            traps = true
        } else if let value = word.value(after: "file=") {
            guard Self.isPlainSwiftFileName(value) else {
                throw CourseError("file= needs a plain Swift file name such as 'Bridging.swift', not '\(value)'", at: location)
            }
            if let refused = Self.refusedName(value, naming: "file=") { throw CourseError(refused, at: location) }
            file = value
        } else if let value = word.value(after: "include=") {
            guard !value.isEmpty else { throw CourseError("include= needs a path", at: location) }
            if let refused = Self.refusedName(value, naming: "include=") { throw CourseError(refused, at: location) }
            include = value
            return .include
        } else if let value = word.value(after: "highlight=") {
            guard let lines = LineRanges.parse(value) else {
                throw CourseError("highlight= needs line numbers of the block such as 3,5-7, not '\(value)'", at: location)
            }
            highlight = lines
        } else if let value = word.value(after: "step=") {
            guard let number = Int(value), number > 0 else {
                throw CourseError("step= needs a positive whole number, not '\(value)'", at: location)
            }
            step = number
            return .step
        } else if let value = word.value(after: "source=") {
            guard let line = Int(value), line > 0, sourceLine == nil else {
                throw CourseError("source= needs the line of the lesson's source the block comes from, a positive whole number given once, not '\(value)'", at: location)
            }
            sourceLine = line
        } else if let value = word.value(after: "group=") {
            guard Self.isGroupName(value) else {
                throw CourseError("group= needs a name of letters, digits, '-', '_' and '.', such as 'points', not '\(value)'", at: location)
            }
            group = value
        } else if try !takeAppleWord(word, at: location) {
            // A first-time author's `swift runn` should not need the docs.
            let guess = NearestWord.nearest(to: String(word), among: ["run", "typecheck", "parse", "apple", "ignore", "incomplete", "setup", "compile-error", "traps"]).map { "did you mean '\($0)'? " } ?? ""
            throw CourseError(
                "unknown word '\(word)' in info string '\(info)' (\(guess)known: run, typecheck, parse, apple, ignore, setup, compile-error, traps, file=NAME, include=PATH, step=N, highlight=LINES, in=TYPE, incomplete, group=NAME, source=LINE)",
                at: location)
        }
        return nil
    }

    /// The one role the words named, checked against the other words (`file=`, `traps`, `group=`).
    private func soleRole(_ roles: [BlockRole], info: String, at location: SourceLocation) throws(CourseError) -> BlockRole {
        guard let role = roles.first else {
            throw CourseError(
                "a swift block needs a role: 'swift run', 'swift file=Name.swift', 'swift include=PATH', 'swift typecheck', 'swift parse', 'swift apple', 'swift ignore', 'swift setup', 'swift compile-error' or 'swift step=N file=Name.swift'",
                at: location)
        }
        guard roles.count == 1 else {
            throw CourseError("conflicting roles in info string '\(info)': \(roles.map(\.rawValue).joined(separator: " and "))", at: location)
        }
        switch role {
        case .step where file == nil:
            throw CourseError("a step block needs the file it rebuilds: 'swift step=\(step ?? 1) file=Name.swift'", at: location)
        case .run where file != nil && file != "main.swift":
            throw CourseError("a run block is always main.swift; use 'swift file=\(file!)' for a support file", at: location)
        case .setup where file != nil, .compileError where file != nil:
            throw CourseError("file= is for a support file; a '\(role.rawValue)' block takes no file name", at: location)
        case .include where file != nil:
            throw CourseError("include= names its file itself; drop file=\(file!)", at: location)
        default:
            break
        }
        if traps, role != .run {
            throw CourseError("traps is for a 'swift run' block that must stop by a runtime trap, not '\(role.rawValue)'", at: location)
        }
        if group != nil, !Self.groupedRoles.contains(role) {
            throw CourseError("group= is for 'swift run', 'swift typecheck', 'swift setup' and 'swift compile-error' blocks, not '\(role.rawValue)'", at: location)
        }
        return role
    }

    /// A group name: letters, digits, `-`, `_` and `.`.
    static func isGroupName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || "-_.".contains($0) }
    }

    /// File names that start with it are coursec's own: a group's program is compiled with
    /// `coursec-group-marks.swift` (SnippetVerification's `GroupProgram.marksFile`) and its
    /// blocks are `coursec-block-K.swift`; a support file by such a name would fail its group
    /// on every verify.
    public static let reservedFilePrefix = "coursec-"

    /// Why a support file's name (`file=`, `include=`, course.json's `support`) is refused, or nil.
    static func refusedName(_ path: String, naming what: String) -> String? {
        if let control = path.firstBidiControl {
            return "\(what) '\(path.withVisibleBidiControls)' holds the bidirectional control \(control.visibleEscape), which shows a name in another order than it is: rename the file"
        }
        if FilePath(path).lastComponent.hasPrefix(reservedFilePrefix) {
            return "\(what) '\(path)': a file name that starts with '\(reservedFilePrefix)' is coursec's own (a group's program is compiled with coursec-group-marks.swift): rename the file"
        }
        return nil
    }

    static func isPlainSwiftFileName(_ name: String) -> Bool {
        name.hasSuffix(".swift") && name.count > 6 && !name.contains("/") && !name.hasPrefix(".")
    }
}

extension String {
    func value(after prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
