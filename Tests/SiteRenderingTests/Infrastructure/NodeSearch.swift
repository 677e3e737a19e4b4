import Foundation

/// Runs the site's own `search.js` with node against a generated
/// `search-index.js`, as a browser would, and returns the result URLs.
enum NodeSearch {
    static let node = "/usr/bin/node"

    static func urls(site: String, query: String, pageLanguage: String) throws -> [String] {
        try run(site: site, "for (const result of search.search(index, argv[0], argv[1])) console.log(result.url);", arguments: [query, pageLanguage])
    }

    /// Runs `body` with node after the site's `search-index.js` and `search.js`, loaded as a
    /// page loads them: `search` is the script's API, `index` the index, `argv` the arguments.
    static func run(site: String, _ body: String, arguments: [String]) throws -> [String] {
        let script = """
            const fs = require('fs');
            const vm = require('vm');
            const [site, ...argv] = process.argv.slice(1);
            const context = { console };
            context.globalThis = context;
            vm.createContext(context);
            vm.runInContext(fs.readFileSync(site + '/search-index.js', 'utf8'), context);
            vm.runInContext(fs.readFileSync(site + '/search.js', 'utf8'), context);
            const search = context.CoursecSearch;
            const index = context.COURSEC_SEARCH_INDEX;
            """ + body
        return try run(script, arguments: [site] + arguments)
    }

    /// Runs `script` with node; its standard output, line by line.
    static func run(_ script: String, arguments: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = ["-e", script] + arguments
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
