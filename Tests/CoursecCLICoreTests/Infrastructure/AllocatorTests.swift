import CoursecTestSupport
import Foundation
import Testing

/// The executable's allocator is jemalloc, linked ahead of libc (Sources/CJemalloc).
/// Were libc's malloc bound first, jemalloc would be loaded but unused, and nothing
/// else would show it: only jemalloc reads MALLOC_CONF and prints its statistics.
@Suite(.tags(.binary)) struct AllocatorTests {
    @Test func theCoursecExecutableAllocatesWithJemalloc() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let run = try BuiltExecutable.run(["--version"], in: folder, environment: ["MALLOC_CONF": "stats_print:true"])
        #expect(run.status == 0)
        #expect(run.out == "coursec 0.1.0\n")
        #expect(run.err.hasPrefix("___ Begin jemalloc statistics ___\n"))
        #expect(run.err.hasSuffix("--- End jemalloc statistics ---\n"))
    }
}
