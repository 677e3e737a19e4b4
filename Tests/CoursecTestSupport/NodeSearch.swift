import Foundation

/// Runs the site's own `search.js` with node over the site's Pagefind bundle,
/// as a page of the given language would (`node-search.mjs`), and returns
/// what the result list shows.
public enum NodeSearch {
    public static let node = "/usr/bin/node"
    public static let harness = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("node-search.mjs").path

    public struct Result: Decodable, Equatable, Sendable {
        public var url: String
        public var lesson: String
        public var section: String
        public var excerpt: String
        public var lang: String
        public var foreign: Bool

        public init(url: String, lesson: String, section: String, excerpt: String, lang: String, foreign: Bool) {
            (self.url, self.lesson, self.section, self.excerpt, self.lang, self.foreign) = (url, lesson, section, excerpt, lang, foreign)
        }
    }

    public struct Answer: Decodable, Sendable {
        public var query: String
        public var shown: [Result]
        public var more: Int
        /// Every file the search fetched so far, in bytes.
        public var bytes: Int
    }

    /// The answers to `queries`, asked one after another on one page.
    public static func answers(site: String, queries: [String], pageLanguage: String, limit: Int = 20) throws -> [Answer] {
        try run(harness, arguments: [site, pageLanguage, String(limit)] + queries).map {
            try JSONDecoder().decode(Answer.self, from: Data($0.utf8))
        }
    }

    public static func urls(site: String, query: String, pageLanguage: String, limit: Int = 20) throws -> [String] {
        try answers(site: site, queries: [query], pageLanguage: pageLanguage, limit: limit)[0].shown.map(\.url)
    }

    /// Runs the node script at `path`; its standard output, line by line.
    public static func run(_ path: String, arguments: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = [path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw NodeFailed(status: process.terminationStatus) }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    public struct NodeFailed: Error { public var status: Int32 }
}
