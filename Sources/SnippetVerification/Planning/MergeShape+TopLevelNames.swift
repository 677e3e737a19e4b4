import CourseModel

extension MergeShape {
    private static let declaringKeywords: Set<String> = [
        "struct", "class", "enum", "protocol", "actor", "typealias", "func", "let", "var",
    ]

    /// The names a snippet declares at its top level (types, functions, `let x`/`var x`),
    /// read with the one lexer.
    static func topLevelNames(in code: String) -> Set<String> {
        Set(topLevelDeclarations(in: code).map(\.name))
    }

    /// What a snippet declares at its top level, each as the name and, for a function,
    /// its signature: a later block of a group that declares one of them again starts a
    /// program of its own (`GroupProgram.programs`), while a function of the same name
    /// with other argument labels or types is an overload, which the program can hold.
    static func topLevelDeclarations(in code: String) -> Set<Declaration> {
        guard let placed = place(SwiftLexer.tokens(code)) else { return [] }
        var declarations: Set<Declaration> = []
        for (index, item) in placed.enumerated() where item.startsLine && item.depth == 0 {
            var keyword = index
            while keyword < placed.count, placed[keyword].token.kind == .attribute || modifiers.contains(placed[keyword].token.text) {
                keyword += 1
            }
            guard keyword + 1 < placed.count, placed[keyword].depth == 0, declaringKeywords.contains(placed[keyword].token.text),
                  placed[keyword + 1].token.kind == .identifier else { continue }
            let signature = placed[keyword].token.text == "func" ? functionSignature(after: keyword + 1, in: placed) : nil
            declarations.insert(Declaration(name: placed[keyword + 1].token.text, signature: signature))
        }
        return declarations
    }

    struct Declaration: Hashable, Sendable {
        var name: String
        /// A function's generic clause, argument labels with their types, and what
        /// follows up to its body (`(person:String,alreadyGreeted:Bool)->String`);
        /// internal parameter names and default values are left out, as Swift's
        /// redeclaration rule leaves them out.
        var signature: String?

        /// Whether a program holding both is an invalid redeclaration: one name, and
        /// not two functions of different signatures.
        func redeclares(_ other: Declaration) -> Bool {
            name == other.name && (signature == nil || other.signature == nil || signature == other.signature)
        }
    }

    private static func functionSignature(after name: Int, in placed: [Placed]) -> String {
        var signature = ""
        var index = name + 1
        var parameter: [String] = []
        var inParameters = false
        var afterParameters = false
        func closeParameter() {
            guard !parameter.isEmpty else { return }
            // `label name: Type` and `name: Type` keep the label and the type.
            if let colon = parameter.firstIndex(of: ":") {
                signature += parameter[0] + parameter[colon...].joined()
            } else {
                signature += parameter.joined()
            }
            parameter = []
        }
        var skippingDefault = false
        while index < placed.count {
            let item = placed[index]
            let text = item.token.text
            index += 1
            if item.depth == 0, text == "{" || (afterParameters && item.startsLine) { break }
            if !inParameters, !afterParameters, item.depth == 0, text == "(" {
                inParameters = true
                signature += "("
                continue
            }
            if inParameters {
                if item.depth == 0, text == ")" {
                    closeParameter()
                    signature += ")"
                    inParameters = false
                    afterParameters = true
                } else if item.depth == 1, text == "," {
                    closeParameter()
                    skippingDefault = false
                    signature += ","
                } else if item.depth == 1, text == "=" {
                    skippingDefault = true
                } else if !skippingDefault {
                    parameter.append(text)
                }
                continue
            }
            signature += text
        }
        return signature
    }
}
