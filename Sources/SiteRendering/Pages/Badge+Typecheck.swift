import CourseModel

extension Badge {
    /// A passed typecheck of Apple-only code says so; a tutorial step of plain Swift
    /// that typechecked is verified like a `swift typecheck` block. Nil otherwise:
    /// the role decides, as for parsed code.
    static func typecheckBadge(_ block: CodeBlock, results: [SnippetResult]) -> Badge? {
        let checks = Set(results.filter { $0.status == .passed }.map(\.check))
        guard block.role == .apple || block.role == .step else { return nil }
        if checks.contains(.typecheckApple) { return .appleTypechecked }
        if block.role == .step, checks.contains(.typecheck) { return .verified }
        return nil
    }
}
