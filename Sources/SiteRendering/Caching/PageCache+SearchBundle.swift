import CoursecSupport
import CourseModel
import Foundation

/// Pagefind's bundle of one slice of a language kept by what it was made from: the
/// slice's folder, its search sources and the Pagefind binary. Search sources are made
/// from the lessons on every build (cheap); running Pagefind over them is not, so a slice
/// whose sources are byte for byte those of a stored bundle publishes that bundle without
/// running Pagefind, and a changed lesson runs Pagefind for its slice only.
extension PageCache {
    /// `executable`'s path, size and modification time stand for its version.
    /// The slice's sources are in the order the build made them.
    func searchBundleKey(_ slice: SearchSlice, executable: String) -> String {
        var hasher = SHA256()
        let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        hasher.update("\(Self.format)\nsearch-bundle-of-slice\n\(slice.language)\n\(slice.folder)\n\(executable)\n\(size)\n\(modified)\n")
        for source in slice.sources {
            hasher.update("\(source.path)\n\(source.html.utf8.count)\n")
            hasher.update(source.html)
        }
        return hasher.finalize()
    }

    /// The stored bundle, or nil when there is none or it does not read back whole.
    func loadSearchBundle(_ key: String) -> [String: Data]? {
        guard let data = loadFile(key) else { return nil }
        var files: [String: Data] = [:]
        var position = data.startIndex
        // Each file: its site path, a line feed, its length in bytes, a line feed, its bytes.
        func line() -> String? {
            guard let end = data[position...].firstIndex(of: 0x0A) else { return nil }
            defer { position = end + 1 }
            return String(data: data[position..<end], encoding: .utf8)
        }
        while position < data.endIndex {
            guard let path = line(), let count = line().flatMap({ Int($0) }), count >= 0,
                  data.endIndex - position >= count else { return nil }
            files[path] = data[position..<(position + count)]
            position += count
        }
        return files.isEmpty ? nil : files
    }

    func storeSearchBundle(_ key: String, _ files: [String: Data]) {
        var data = Data()
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
            data.append(contentsOf: "\(path)\n\(bytes.count)\n".utf8)
            data.append(bytes)
        }
        storeFile(key, data)
    }
}
