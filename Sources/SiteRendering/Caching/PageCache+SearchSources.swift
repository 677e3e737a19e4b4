import CoursecSupport
import Foundation

/// A lesson page's search sources kept by the digest of its lesson's inputs
/// (`LessonPageInputs.lessonKey`: the page's inputs without its results and translation
/// notice, which no source holds), as `<digest>.search`: a source is made from the
/// lesson, its course's title and its page's path, all of which the digest covers.
/// Making the sources of every lesson only to key the search slices was 8% of a build of
/// the 1,000-lesson bench course after one lesson changed (`perf`); with this only the
/// changed lessons' sources are made, and the slices' keys, the bytes of every source, are
/// known as soon as the lessons are loaded (`SiteBuilder.startSearchIndexing`).
extension PageCache {
    /// The sources stored for `inputs`, nil when there are none or they do not read back whole.
    func searchSources(forInputs inputs: String) -> [SearchSource]? {
        guard let data = read(path(of: inputs, kind: "search")) else { return nil }
        var reader = CacheFieldReader(bytes: Array(data))
        do throws(CacheFieldReader.Malformed) {
            var sources: [SearchSource] = []
            for _ in 0..<(try reader.nonNegative()) {
                sources.append(SearchSource(path: try reader.text(), language: try reader.text(), html: try reader.text()))
            }
            return reader.atEnd ? sources : nil
        } catch {
            return nil
        }
    }

    /// Best effort: sources not stored are only made again next time.
    func storeSearchSources(_ sources: [SearchSource], forInputs inputs: String) {
        var writer = CacheFieldWriter(capacity: sources.reduce(16) { $0 + $1.html.utf8.count + $1.path.utf8.count + 16 })
        writer.number(sources.count)
        for source in sources {
            writer.text(source.path)
            writer.text(source.language)
            writer.text(source.html)
        }
        write(Data(writer.bytes), to: path(of: inputs, kind: "search"))
    }
}
