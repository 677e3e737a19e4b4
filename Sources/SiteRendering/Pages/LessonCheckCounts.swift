import CourseModel

/// How the lesson index sorts a program's badge into its counts: what was compared
/// with the lesson, and what was only compiled.
enum LessonCheckCounts {
    /// A `run` whose printed output matched the lesson's, alone or in its group, or a
    /// `compile-error` block swiftc rejected as the lesson says.
    static func outputCompared(_ role: BlockRole, _ badge: Badge) -> Bool {
        switch badge {
        case .verified, .verifiedInContext: role == .run
        case .rejected: true
        default: false
        }
    }

    /// A `typecheck` block, a support file or an included file that compiled: nothing it
    /// would print was compared. A group's `typecheck` that ran is `ranInContext` instead.
    static func typecheckedOnly(_ role: BlockRole, _ badge: Badge) -> Bool {
        badge == .typechecked || [.verified, .verifiedInContext].contains(badge) && [.typecheck, .support, .include].contains(role)
    }
}
