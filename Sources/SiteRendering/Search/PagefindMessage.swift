import CoursecSupport
import Foundation

/// What coursec asks of Pagefind's service mode (`pagefind_extended --service`, the API
/// its Node and Python packages use), and how it is framed: each message is the base64
/// of a JSON object `{"message_id":N,"payload":{"type":…}}` followed by a comma, in both
/// directions. Only the requests coursec sends are here: an index is made from a folder
/// of sources (`AddDir`) and its files are returned in the answer (`GetFiles`), byte for
/// byte the bundle the CLI writes; `AddFile` with the sources in the message gave other
/// chunk names, and was slower. Not `WriteFiles`: Pagefind 1.5.2 answers it before the
/// last of its file writes (tokio's, never flushed) have reached the files, so a bundle
/// read at once was now and then cut short (an entry file that was not JSON).
enum PagefindRequest: Equatable, Sendable {
    case newIndex
    case addDirectory(index: Int, path: String)
    case getFiles(index: Int)
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
        case .getFiles: "GetFiles"
        case .deleteIndex: "DeleteIndex"
        }
    }

    private var payload: [(String, JSONValue)] {
        switch self {
        case .newIndex: [("type", .string("NewIndex")), ("config", .null)]
        case .addDirectory(let index, let path):
            [("type", .string("AddDir")), ("index_id", .int(index)), ("path", .string(path)), ("glob", .null)]
        case .getFiles(let index): [("type", .string("GetFiles")), ("index_id", .int(index))]
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
    /// `GetFiles`' files by their path in the bundle; nil when one is not a path and base64 content.
    var files: [String: Data]?

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
        if let listed = payload["files"] as? [[String: Any]] {
            var files: [String: Data] = [:]
            for file in listed {
                guard let path = file["path"] as? String, let content = (file["content"] as? String).flatMap({ Data(base64Encoded: $0) })
                else { return }
                files[String(path.drop(while: { $0 == "/" }))] = content
            }
            self.files = files
        }
    }
}
