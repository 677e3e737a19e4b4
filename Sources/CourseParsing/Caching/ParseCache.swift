import CourseModel
import CoursecSupport
import Foundation
import Synchronization

/// Parsed lessons kept by what their parse is made from (`.coursec-cache/parse`), so a
/// build or verify after one lesson changed parses that lesson only: reading and parsing
/// every lesson of a 3,000-lesson course was a third of a warm verify and a seventh of a
/// build after one lesson changed, and decoding a stored lesson costs a fraction of that.
///
/// An entry's key is the SHA-256 of the format, coursec's executable and libraries
/// (`ExecutableIdentity`: a rebuilt parser may read the same bytes differently), the
/// lesson's path, language, course and include folder, and the file's bytes. An
/// `include=` block's file is not in the key: on a hit each is resolved and read again,
/// and a file that moved, changed or is gone is a miss, so the lesson is parsed (and
/// its error reported) as without a cache. What the loader checks across lessons (ids,
/// course.json's list, links between lessons, a translation's output comments) is
/// checked on every load, from the lessons however they were read.
///
/// Entries have the verify cache's format (`CacheEntry`: checksummed, signed under
/// `COURSEC_CACHE_KEY`); one refused or malformed is a miss and is written again. A
/// lesson that fails to parse is not stored. Writes are atomic and best effort.
public struct ParseCache: Sendable {
    public var directory: String
    private let entry: CacheEntry
    /// The lessons not yet written, when writes are held back.
    private let held: HeldEntries?

    /// `holdingWrites`: new entries wait for `writeHeld()`, so a build that fails leaves
    /// the cache folder as it found it (`build` publishes, or changes nothing).
    public init(directory: String, signingKey: [UInt8]? = nil, holdingWrites: Bool = false) {
        self.directory = directory
        entry = CacheEntry(magic: Self.format, signingKey: signingKey)
        held = holdingWrites ? HeldEntries() : nil
    }

    /// The lessons themselves, encoded when written: the build's model holds them anyway,
    /// where their encoded entries (about 3 times a lesson's bytes, 30 MB for the bench's
    /// 3,000 lessons) held from loading to publishing raised a cold build's peak by as much.
    final class HeldEntries: Sendable {
        let entries = Mutex<[(path: String, lesson: Lesson)]>([])
    }

    /// Writes the entries held back since the last call.
    public func writeHeld() {
        guard let held else { return }
        let entries: [(path: String, lesson: Lesson)] = held.entries.withLock { entries in
            let taken = entries
            entries = []
            return taken
        }
        _ = entries.parallelMap { held in store(held.lesson, at: held.path) }
    }

    private func store(_ lesson: Lesson, at entryPath: String) {
        let sealed = entry.sealed(Data(lesson.cacheEncoded()), key: FilePath(entryPath).lastComponent)
        try? AtomicFile.write(sealed, to: entryPath)
    }

    /// Where `verify` and `build` keep it, from the current folder (beside the courses
    /// folder when that was found above it), as the other caches.
    public static let commandFolder = ".coursec-cache/parse"

    /// Bumped when the payload (`Lesson+CacheEncoding.swift`) or what a parse gives changes;
    /// it follows the output-comment conventions' version by itself (`OutputConvention.version`).
    static let format = "coursec-parse-cache-3-output-conventions-\(OutputConvention.version)"

    /// The lesson at `path` as `parser` reads it: from the cache when an entry for these
    /// bytes is there and its included files are unchanged, else parsed and stored.
    func lesson(at path: String, parser: LessonParser) throws(CourseErrors) -> Lesson {
        let data: Data
        do { data = try CourseLoader.readData(path) } catch { throw CourseErrors([error]) }
        let key = key(path: path, parser: parser, data: data)
        let entryPath = FilePath(directory).appending("\(key.prefix(2))/\(key).lesson").spelling
        if let stored = FileManager.default.contents(atPath: entryPath),
           case .success(let payload) = entry.opened(stored, key: FilePath(entryPath).lastComponent),
           let lesson = Lesson(cacheEncoded: Array(payload)), lesson.file == path,
           Self.includesUnchanged(lesson, parser: parser), LessonLinkCheck.isInert(lesson) {
            return lesson
        }
        let text: String
        do { text = try CourseLoader.text(of: data, path: path) } catch { throw CourseErrors([error]) }
        let lesson = try parser.parseAll(text, file: path)
        if let held {
            held.entries.withLock { $0.append((entryPath, lesson)) }
        } else {
            store(lesson, at: entryPath)
        }
        return lesson
    }

    func key(path: String, parser: LessonParser, data: Data) -> String {
        var hasher = SHA256()
        for part in [Self.format, ExecutableIdentity.current, path, parser.language, parser.course ?? "\u{0}", parser.includeBase ?? "\u{0}"] {
            hasher.update("\(part.utf8.count):\(part)\n")
        }
        hasher.update(data)
        return hasher.finalize()
    }

    /// Whether every `include=` block would read today what it read when stored: the
    /// same path resolved inside the course, and the same contents.
    private static func includesUnchanged(_ lesson: Lesson, parser: LessonParser) -> Bool {
        lesson.blocks.allSatisfy { block in
            guard block.role == .include else { return true }
            guard let path = block.includePath, let stored = block.resolvedIncludePath,
                  case .success(let resolved) = CoursePath.resolve(path, inside: parser.includeFolder(file: lesson.file)),
                  resolved == stored,
                  let data = FileManager.default.contents(atPath: resolved),
                  let contents = String(data: data, encoding: .utf8) else { return false }
            return contents == block.code
        }
    }
}
