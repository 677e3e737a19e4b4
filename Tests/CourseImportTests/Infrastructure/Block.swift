import CourseModel

/// What a test compares of a snippet block: everything but where it stands.
struct Block: Equatable, CustomStringConvertible {
    var role: BlockRole
    var name: String?
    var step: Int?
    var code: String

    init(_ role: BlockRole, name: String? = nil, step: Int? = nil, _ code: String) {
        self.role = role
        self.name = name
        self.step = step
        self.code = code
    }

    init(_ block: CodeBlock) {
        self.init(block.role, name: block.name, step: block.step, block.code)
    }

    var description: String { "\(role.rawValue) \(name ?? "-") \(step.map(String.init) ?? "-")\n\(code)" }
}
