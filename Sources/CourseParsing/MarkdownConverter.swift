import CCmarkGFM
import CourseModel
import Foundation

/// The one place that touches cmark-gfm: parses GFM text and converts the C
/// tree into `MarkdownNode` values. No C type leaves this file.
public enum MarkdownConverter {
    /// cmark-gfm registers its extensions in a global list on first use, without a
    /// lock: registered and looked up once, by Swift's thread-safe lazy static, so
    /// lessons can be parsed on every core from the first.
    private static let extensions = Extensions()

    /// cmark-gfm's inline parsing reads a global table of special characters, and each
    /// `cmark_parser_finish` adds the extensions' characters (`~`, and `:` and `w` for
    /// autolinks) to it before its inlines and removes them after (cmark-gfm PR #176,
    /// open). Two finishes at once: one's removal hides `~` from the other, which reads
    /// `~~word~~` as text. Only the finish is held by this lock; reading the blocks
    /// (`cmark_parser_feed`) and converting the tree still run on every core.
    private static let inlines = NSLock()

    /// Unchecked: cmark-gfm's extension pointers are C pointers, made once and only read after.
    private struct Extensions: @unchecked Sendable {
        /// Read only once made.
        let pointers: [OpaquePointer]

        init() {
            cmark_gfm_core_extensions_ensure_registered()
            pointers = ["table", "tasklist", "strikethrough", "autolink"].compactMap { (name: String) in cmark_find_syntax_extension(name) }
        }
    }

    /// Nodes nested deeper than `depthLimit`: the line (of the whole file) of the
    /// first node beyond it.
    public struct TooDeep: Error, Equatable {
        public var line: Int
    }

    /// Parses `text` as GitHub Flavored Markdown (tables, task lists,
    /// strikethrough, autolinks). `lineOffset` is added to every line number,
    /// so nodes carry lines of the whole lesson file, not of the body alone.
    ///
    /// The tree is first walked with cmark's iterator (no recursion, linear) to
    /// refuse nesting deeper than `depthLimit`; every later walk of the tree,
    /// this converter's included, recurses once per level, and a deep enough
    /// lesson would overflow the stack or libxslt's recursion limit.
    public static func parse(_ text: String, lineOffset: Int = 0, depthLimit: Int = 100) throws(TooDeep) -> MarkdownNode {
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else {
            return MarkdownNode(.document)
        }
        defer { cmark_parser_free(parser) }
        for ext in extensions.pointers {
            cmark_parser_attach_syntax_extension(parser, ext)
        }
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_parser_feed(parser, $0, buffer.count)
                }
            }
        }
        guard let root = inlines.withLock({ cmark_parser_finish(parser) }) else { return MarkdownNode(.document) }
        defer { cmark_node_free(root) }
        if let line = firstLineBeyond(depthLimit, in: root) { throw TooDeep(line: line + lineOffset) }
        return convert(root, lineOffset: lineOffset)
    }

    /// The paragraphs, headings and table cells of `text`, in document order, with their
    /// byte columns (which `MarkdownNode` does not keep: only PO export and import need
    /// them). `lineOffset` as for `parse`. Code blocks, HTML and breaks are not prose.
    public static func proseSpans(_ text: String, lineOffset: Int = 0) -> [ProseSpan] {
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return [] }
        defer { cmark_parser_free(parser) }
        for ext in extensions.pointers { cmark_parser_attach_syntax_extension(parser, ext) }
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { cmark_parser_feed(parser, $0, buffer.count) }
            }
        }
        guard let root = inlines.withLock({ cmark_parser_finish(parser) }), let iterator = cmark_iter_new(root) else { return [] }
        defer { cmark_node_free(root); cmark_iter_free(iterator) }
        var spans: [ProseSpan] = []
        var containers: [ProseSpan.Container?] = []
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let typeName = string(cmark_node_get_type_string(node))
            let container: ProseSpan.Container?? = switch typeName {
            case "block_quote": .some(.blockQuote)
            case "item": .some(.listItem)
            case "table": .some(.table)
            case "list", "table_row", "table_header": .some(nil)
            default: nil
            }
            if let container {
                if event == CMARK_EVENT_ENTER { containers.append(container) } else if event == CMARK_EVENT_EXIT { containers.removeLast() }
                continue
            }
            guard event == CMARK_EVENT_ENTER else { continue }
            let kind: ProseSpan.Kind
            switch typeName {
            case "paragraph": kind = .paragraph
            case "heading": kind = .heading(level: Int(cmark_node_get_heading_level(node)))
            case "table_cell":
                kind = .tableCell(header: cmark_gfm_extensions_get_table_row_is_header(cmark_node_parent(node)) != 0)
            default: continue
            }
            let parent = cmark_node_parent(node)
            spans.append(ProseSpan(
                kind: kind, containers: containers.compactMap { $0 },
                isFirstInContainer: parent.map { cmark_node_first_child($0) == node } ?? false,
                line: Int(cmark_node_get_start_line(node)) + lineOffset, column: Int(cmark_node_get_start_column(node)),
                endLine: Int(cmark_node_get_end_line(node)) + lineOffset, endColumn: Int(cmark_node_get_end_column(node))))
        }
        return spans
    }

    /// The start line of the first node deeper than `limit` (the document is depth 0).
    private static func firstLineBeyond(_ limit: Int, in root: OpaquePointer) -> Int? {
        guard let iterator = cmark_iter_new(root) else { return nil }
        defer { cmark_iter_free(iterator) }
        var depth = -1
        var lastLine = 1
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { return nil }
            let node = cmark_iter_get_node(iterator)
            let line = Int(cmark_node_get_start_line(node))
            if line > 0 { lastLine = line }
            if event == CMARK_EVENT_ENTER {
                depth += 1
                if depth > limit { return lastLine }
                // A leaf is entered only (cmark sends no exit for it).
                if cmark_node_first_child(node) == nil, isLeaf(node) { depth -= 1 }
            } else if event == CMARK_EVENT_EXIT {
                depth -= 1
            }
        }
    }

    private static func isLeaf(_ node: OpaquePointer?) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_CODE_BLOCK, CMARK_NODE_TEXT,
             CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            return true
        default:
            return false
        }
    }

    private static func convert(_ node: OpaquePointer, lineOffset: Int) -> MarkdownNode {
        var children: [MarkdownNode] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            children.append(convert(current, lineOffset: lineOffset))
            child = cmark_node_next(current)
        }
        let start = Int(cmark_node_get_start_line(node))
        let end = Int(cmark_node_get_end_line(node))
        return MarkdownNode(
            kind(of: node), children: children,
            line: start > 0 ? start + lineOffset : 0,
            endLine: end > 0 ? end + lineOffset : 0)
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        let typeName = string(cmark_node_get_type_string(node))
        switch typeName {
        case "table":
            let columns = Int(cmark_gfm_extensions_get_table_columns(node))
            var alignments: [String] = []
            if let raw = cmark_gfm_extensions_get_table_alignments(node) {
                for i in 0..<columns {
                    switch raw[i] {
                    case UInt8(ascii: "l"): alignments.append("left")
                    case UInt8(ascii: "c"): alignments.append("center")
                    case UInt8(ascii: "r"): alignments.append("right")
                    default: alignments.append("")
                    }
                }
            }
            return .table(alignments: alignments)
        case "table_header", "table_row":
            return .tableRow(header: cmark_gfm_extensions_get_table_row_is_header(node) != 0 || typeName == "table_header")
        case "table_cell":
            return .tableCell
        case "strikethrough":
            return .strikethrough
        case "tasklist":
            return .item(checked: cmark_gfm_extensions_get_tasklist_item_checked(node))
        default:
            break
        }
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            return .list(
                ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                start: Int(cmark_node_get_list_start(node)),
                tight: cmark_node_get_list_tight(node) != 0)
        case CMARK_NODE_ITEM: return .item(checked: nil)
        case CMARK_NODE_CODE_BLOCK:
            return .codeBlock(info: string(cmark_node_get_fence_info(node)), literal: string(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(string(cmark_node_get_literal(node)))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(node)))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(string(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_INLINE: return .htmlInline(string(cmark_node_get_literal(node)))
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            return .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        default:
            // Footnotes and custom nodes: keep their text, lose the decoration.
            return .paragraph
        }
    }
}
