import CoursecSupport
import Foundation

/// What coursec asks of Pagefind's service mode (`pagefind_extended --service`, the API
/// its Node and Python packages use), and how it is framed: each message is the base64
/// of a JSON object `{"message_id":N,"payload":{"type":…}}` followed by a comma, in both
/// directions. Only the requests coursec sends are here: an index is made from a folder
/// of sources (`AddDir`) and written as the CLI writes it (`WriteFiles`), which gives a
/// bundle byte for byte the CLI's; `AddFile` with the sources in the message gave other
/// chunk names, and was slower.
enum PagefindRequest: Equatable, Sendable {
    case newIndex
    case addDirectory(index: Int, path: String)
    case writeFiles(index: Int, output: String)
    case deleteIndex(index: Int)

    /// The request's frame, base64 and the comma.
    func frame(id: Int) -> Data {
        let object = JSONValue.object([("message_id", .int(id)), ("payload", .object(payload))])
        return Data(Data(object.serialized().utf8).base64EncodedString().utf8) + Data(",".utf8)
    }

    /// The answer's `type` when it succeeded.
    var answerType: String {
        switch self {
        case .newIndex: "NewIndex"
        case .addDirectory: "IndexedDir"
        case .writeFiles: "WriteFiles"
        case .deleteIndex: "DeleteIndex"
        }
    }

    private var payload: [(String, JSONValue)] {
        switch self {
        case .newIndex: [("type", .string("NewIndex")), ("config", .null)]
        case .addDirectory(let index, let path):
            [("type", .string("AddDir")), ("index_id", .int(index)), ("path", .string(path)), ("glob", .null)]
        case .writeFiles(let index, let output):
            [("type", .string("WriteFiles")), ("index_id", .int(index)), ("output_path", .string(output))]
        case .deleteIndex(let index): [("type", .string("DeleteIndex")), ("index_id", .int(index))]
        }
    }
}

/// One answer of Pagefind's service, read from its frame (without the comma).
struct PagefindAnswer: Equatable, Sendable {
    /// Nil on an error about a request Pagefind could not read.
    var id: Int?
    var type: String
    /// `NewIndex`'s `index_id`.
    var index: Int?
    /// An `Error`'s `message`.
    var message: String?

    /// Nil when the frame is not base64 of a JSON object with a payload and its type.
    init?(frame: Data) {
        guard let json = Data(base64Encoded: frame),
              let object = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any],
              let payload = object["payload"] as? [String: Any],
              let type = payload["type"] as? String else { return nil }
        id = object["message_id"] as? Int
        self.type = type
        index = payload["index_id"] as? Int
        message = payload["message"] as? String
    }
}
