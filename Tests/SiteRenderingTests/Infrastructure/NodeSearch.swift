import Foundation

/// Runs the site's own `search.js` with node over the site's Pagefind bundle,
/// as a page of the given language would (`node-search.mjs`), and returns
/// what the result list shows.
enum NodeSearch {
    static let node = "/usr/bin/node"
    static let harness = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("node-search.mjs").path

    struct Result: Decodable, Equatable {
        var url: String
        var lesson: String
        var section: String
        var excerpt: String
        var lang: String
        var foreign: Bool
    }

    struct Answer: Decodable {
        var query: String
        var shown: [Result]
        var more: Int
        /// Every file the search fetched so far, in bytes.
        var bytes: Int
    }

    /// The answers to `queries`, asked one after another on one page.
    static func answers(site: String, queries: [String], pageLanguage: String, limit: Int = 20) throws -> [Answer] {
        try run(harness, arguments: [site, pageLanguage, String(limit)] + queries).map {
            try JSONDecoder().decode(Answer.self, from: Data($0.utf8))
        }
    }

    static func urls(site: String, query: String, pageLanguage: String, limit: Int = 20) throws -> [String] {
        try answers(site: site, queries: [query], pageLanguage: pageLanguage, limit: limit)[0].shown.map(\.url)
    }

    /// Runs the node script at `path`; its standard output, line by line.
    static func run(_ path: String, arguments: [String]) throws -> [String] {
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

    struct NodeFailed: Error { var status: Int32 }
}
