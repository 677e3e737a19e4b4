import CGettextPO
import CourseModel
import CoursecSupport
import Foundation

/// The one place that touches libgettextpo: reads a PO file into a `POCatalog` and writes
/// one out, so every PO file coursec reads or writes is read and written as gettext's own
/// tools do. No C type leaves this file.
public enum POFile {
    /// libgettextpo reports problems through a C callback that cannot carry a context, so
    /// one read or write at a time collects them here.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var problems: [CourseError] = []
    nonisolated(unsafe) private static var current = ""

    nonisolated(unsafe) private static var handler = po_xerror_handler(
        xerror: { severity, _, filename, lineno, _, _, text in
            POFile.record(severity, filename, lineno, text)
        },
        xerror2: { severity, _, filename, lineno, _, _, text, _, _, _, _, _, text2 in
            let joined = [text, text2].compactMap { $0.map { String(cString: $0) } }.joined(separator: " ")
            joined.withCString { POFile.record(severity, filename, lineno, $0) }
        })

    /// Warnings are not errors: a PO file that msgfmt accepts with a warning is read.
    /// libgettextpo ends a read with one fatal summary of the errors before it ("found 2
    /// fatal errors"); that summary adds nothing to them, and is kept only when alone.
    private static func record(_ severity: Int32, _ filename: UnsafePointer<CChar>?, _ lineno: Int, _ text: UnsafePointer<CChar>?) {
        guard severity != PO_SEVERITY_WARNING else { return }
        let message = text.map { String(cString: $0) }?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "unreadable PO file"
        if severity == PO_SEVERITY_FATAL_ERROR, !problems.isEmpty { return }
        if filename != nil, lineno != -1 {
            problems.append(CourseError(message, at: SourceLocation(file: current, line: lineno)))
        } else {
            problems.append(CourseError(message, file: current))
        }
    }

    /// Reads the PO file at `path` (named `path` in errors). Syntax errors come with the
    /// PO file's line, as msgfmt gives them.
    public static func read(_ path: String) throws(CourseErrors) -> POCatalog {
        guard FileManager.default.isReadableFile(atPath: path) else { throw CourseErrors([CourseError("no such PO file", file: path)]) }
        lock.lock()
        defer { lock.unlock() }
        do {
            problems = []
            current = path
            let file = withUnsafePointer(to: &handler) { po_file_read_v3(path, $0) }
            defer { if let file { po_file_free(file) } }
            guard let file, problems.isEmpty else { throw CourseErrors(problems.isEmpty ? [CourseError("unreadable PO file", file: path)] : problems) }
            var header: [(String, String)] = []
            if let raw = po_file_domain_header(file, nil) {
                for line in String(cString: raw).split(separator: "\n") {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    header.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
                }
            }
            var messages: [POMessage] = []
            guard let iterator = po_message_iterator(file, nil) else { return POCatalog(header: header, messages: []) }
            defer { po_message_iterator_free(iterator) }
            while let message = po_next_message(iterator) {
                let msgid = string(po_message_msgid(message))
                guard !msgid.isEmpty, po_message_is_obsolete(message) == 0 else { continue }
                var references: [SourceLocation] = []
                var index: Int32 = 0
                while let position = po_message_filepos(message, index) {
                    let line = po_filepos_start_line(position)
                    references.append(SourceLocation(file: string(po_filepos_file(position)), line: line == Int.max || line < 0 ? 0 : line))
                    index += 1
                }
                let notes = string(po_message_extracted_comments(message)).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                messages.append(POMessage(
                    msgid: msgid, msgstr: string(po_message_msgstr(message)), references: references,
                    notes: notes.last == "" ? Array(notes.dropLast()) : notes,
                    isFuzzy: po_message_is_fuzzy(message) != 0, previousMsgid: po_message_prev_msgid(message).map { String(cString: $0) },
                    context: po_message_msgctxt(message).map { String(cString: $0) }))
            }
            return POCatalog(header: header, messages: messages)
        }
    }

    /// Writes `catalog` to `path`, atomically (a temporary file beside it, renamed).
    public static func write(_ catalog: POCatalog, to path: String, under root: String? = nil) throws(CourseError) {
        let folder = FilePath(path).deletingLastComponent.spelling
        if let root { try AtomicFile.makeRealFolders(folder, under: root) } else {
            try? FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
        }
        let temporary = path + ".coursec-\(ProcessInfo.processInfo.processIdentifier).tmp"
        let failures = lock.withLock { () -> [CourseError] in
            problems = []
            current = path
            guard let file = po_file_create() else { return [CourseError("cannot make a PO file", file: path)] }
            defer { po_file_free(file) }
            guard let iterator = po_message_iterator(file, nil) else { return [CourseError("cannot make a PO file", file: path)] }
            defer { po_message_iterator_free(iterator) }
            let headerText = catalog.header.map { "\($0.0): \($0.1)\n" }.joined()
            insert(POMessage(msgid: "", msgstr: headerText), into: iterator)
            for message in catalog.messages { insert(message, into: iterator) }
            _ = withUnsafePointer(to: &handler) { po_file_write_v2(file, temporary, $0) }
            return problems
        }
        guard failures.isEmpty else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw failures[0]
        }
        guard rename(temporary, path) == 0 else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw CourseError("cannot write the PO file: \(String(cString: strerror(errno)))", file: path)
        }
    }

    private static func insert(_ message: POMessage, into iterator: OpaquePointer) {
        guard let created = po_message_create() else { return }
        if let context = message.context { po_message_set_msgctxt(created, context) }
        po_message_set_msgid(created, message.msgid)
        po_message_set_msgstr(created, message.msgstr)
        if !message.notes.isEmpty { po_message_set_extracted_comments(created, message.notes.map { $0 + "\n" }.joined()) }
        for reference in message.references { po_message_add_filepos(created, reference.file, reference.line) }
        if message.isFuzzy { po_message_set_fuzzy(created, 1) }
        if let previous = message.previousMsgid { po_message_set_prev_msgid(created, previous) }
        po_message_insert(iterator, created)
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
