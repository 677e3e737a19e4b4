import CoursecTestSupport
import Foundation

/// A tmpfs of a few MiB mounted on a fresh folder (root only), to be filled as a full
/// disk is: `fill(leaving:)` takes all but so many KiB, `free()` gives them back.
final class SmallFileSystem {
    let folder = TemporaryDirectory("coursec-small-fs")
    let kibibytes: Int
    var path: String { folder.path }
    private var filler: String { folder.file("filler") }

    static var canMount: Bool { geteuid() == 0 }

    init(kibibytes: Int) throws {
        self.kibibytes = kibibytes
        try Self.run("/usr/bin/mount", ["-t", "tmpfs", "-o", "size=\(kibibytes)k", "tmpfs", folder.path])
    }

    func fill(leaving free: Int) {
        _ = FileManager.default.createFile(atPath: filler, contents: Data(count: (kibibytes - free) * 1024))
    }

    func free() { try? FileManager.default.removeItem(atPath: filler) }

    /// Unmounted before the folder is removed (`TemporaryDirectory`'s deinit runs after this one).
    deinit { try? Self.run("/usr/bin/umount", [folder.path]) }

    private static func run(_ executable: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw SmallFileSystemError.failed(([executable] + arguments).joined(separator: " ")) }
    }
}

enum SmallFileSystemError: Error {
    case failed(String)
}
