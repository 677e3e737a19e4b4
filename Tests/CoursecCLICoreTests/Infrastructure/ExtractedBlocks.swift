import Foundation

/// The blocks `coursec extract --json` printed for one input.
struct ExtractedBlocks: Equatable {
    struct Entry: Equatable {
        var line: Int
        var role: String
        var name: String?
        var step: Int?
        var code: String
    }

    var file: String
    var course: String?
    var lesson: String
    var entries: [Entry]

    /// Parses the JSON array `extract --json` prints.
    static func parse(_ json: String) throws -> [ExtractedBlocks] {
        let array = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
        return array.map { object in
            let blocks = object["blocks"] as? [[String: Any]] ?? []
            return ExtractedBlocks(
                file: object["file"] as? String ?? "", course: object["course"] as? String,
                lesson: object["lesson"] as? String ?? "",
                entries: blocks.map {
                    Entry(line: $0["line"] as? Int ?? 0, role: $0["role"] as? String ?? "", name: $0["name"] as? String,
                          step: $0["step"] as? Int, code: $0["code"] as? String ?? "")
                })
        }
    }

    /// What must agree between a seed and its lesson: all but the line, with an `include`
    /// counted as the support file of the same name and text it replaced.
    var comparable: [Entry] {
        entries.map { entry in
            var entry = entry
            entry.line = 0
            if entry.role == "include" { entry.role = "support" }
            return entry
        }
    }
}
