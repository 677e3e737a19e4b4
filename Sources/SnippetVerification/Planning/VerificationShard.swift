import CourseModel

/// Shard `index` of `count` (`--shard K/N`, 1-based): a deterministic part of the
/// snippets, for N CI machines that together verify everything once.
///
/// The unit is a lesson with all its languages: its snippets share support files
/// and, across languages, often cache keys, so they are best compiled on one
/// machine. Lessons are dealt heaviest first (most checked blocks) to the lightest
/// shard, ordered by course id and lesson id, never by path, so every checkout
/// deals the same way.
public struct VerificationShard: Hashable, Sendable {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `K/N` with 1 ≤ K ≤ N, or nil.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            return nil
        }
        self.init(index: index, count: count)
    }

    /// The courses with only this shard's lessons (courses left with none are dropped).
    public func select(_ courses: [Course]) -> [Course] {
        struct Unit: Hashable { var course: String; var lesson: String }
        var weights: [Unit: Int] = [:]
        for course in courses {
            for lesson in course.lessons {
                let checked = lesson.blocks.filter { ![.output, .support, .include].contains($0.role) }.count
                weights[Unit(course: course.id, lesson: lesson.id), default: 0] += max(checked, 1)
            }
        }
        let units = weights.keys.sorted { a, b in
            (weights[b]!, a.course, a.lesson) < (weights[a]!, b.course, b.lesson)
        }
        var loads = Array(repeating: 0, count: count)
        var mine: Set<Unit> = []
        for unit in units {
            let lightest = loads.indices.min { (loads[$0], $0) < (loads[$1], $1) }!
            loads[lightest] += weights[unit]!
            if lightest == index - 1 { mine.insert(unit) }
        }
        return courses.compactMap { course in
            var part = course
            part.lessons = course.lessons.filter { mine.contains(Unit(course: course.id, lesson: $0.id)) }
            return part.lessons.isEmpty ? nil : part
        }
    }
}
