import CoursecSupport
import Foundation

/// How the page cache stores what validating a page found, in the cache field format
/// (`CacheFieldWriter`). Every build with unchanged pages reads one per page, and
/// decoding this is several times cheaper than JSON (a 1,000-lesson site holds 87,000
/// links; `perf` put the JSON decoding at a sixth of the render step).
extension LibXML.ParsedPage {
    func cacheEncoded() -> [UInt8] {
        var writer = CacheFieldWriter(capacity: 64 * (references.count + ids.count + 1))
        writer.optionalText(publicID)
        writer.number(problems.count)
        for problem in problems { writer.number(problem.line); writer.text(problem.message) }
        writer.number(ids.count)
        ids.forEach { writer.text($0) }
        writer.number(references.count)
        for reference in references {
            writer.text(reference.attribute); writer.text(reference.element); writer.text(reference.value); writer.number(reference.line)
        }
        return writer.bytes
    }

    /// Nil unless `bytes` is exactly one encoded page.
    init?(cacheEncoded bytes: some Collection<UInt8>) {
        var reader = CacheFieldReader(bytes: Array(bytes))
        do throws(CacheFieldReader.Malformed) {
            let publicID = try reader.optionalText()
            var problems: [Problem] = []
            for _ in 0..<(try reader.nonNegative()) {
                problems.append(Problem(line: try reader.nonNegative(), message: try reader.text()))
            }
            let idCount = try reader.nonNegative()
            var ids: [String] = []
            ids.reserveCapacity(idCount)
            for _ in 0..<idCount { ids.append(try reader.text()) }
            let referenceCount = try reader.nonNegative()
            var references: [Reference] = []
            references.reserveCapacity(referenceCount)
            for _ in 0..<referenceCount {
                references.append(Reference(
                    attribute: try reader.text(), element: try reader.text(), value: try reader.text(), line: try reader.nonNegative()))
            }
            guard reader.atEnd else { return nil }
            self.init(problems: problems, publicID: publicID, ids: ids, references: references)
        } catch {
            return nil
        }
    }
}
