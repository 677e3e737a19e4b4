import CourseModel
import SiteRendering

/// What the server adds to every HTML page it serves (never to the built files):
/// a long poll that reloads the page once the site was rebuilt, and the overlay
/// naming the errors of the last build; and the page shown in place of a lesson
/// with errors. Each is an `XMLElementValue` serialized by libxml2 (`LibXML`), which
/// escapes the text and shows its control characters as `\u{1B}` (the errors hold
/// what snippets print), so no error can break a page.
public enum LiveReload {
    /// `/__coursec/wait?v=N` waits for any rebuild; the script asks for its own page,
    /// `/__coursec/wait/c/tr/a.html?v=N`, and is answered when a rebuild changed it.
    public static let waitPath = "/__coursec/wait"
    /// The version a page was served at, in `waitPath?v=N`.
    public static let versionKey = "v"

    /// The script holds no `<` or `&`: a page served as text/html gives a script its
    /// text as it stands, so an escape libxml2 wrote would reach the JavaScript.
    static func scriptElement(version: Int) -> XMLElementValue {
        XMLElementValue("script", ["type": "text/javascript"], text: """

            (function () {
              var seen = \(version);
              function wait() {
                var request = new XMLHttpRequest();
                request.open('GET', '\(waitPath)' + location.pathname + '?\(versionKey)=' + seen);
                request.onload = function () {
                  if (request.status === 200 && request.responseText !== String(seen)) { location.reload(); } else { wait(); }
                };
                request.onerror = function () { setTimeout(wait, 1000); };
                request.send();
              }
              wait();
            })();

            """)
    }

    /// The page a wait at `path` asks about (`c/tr/a.html`, `index.html` for a folder),
    /// nil for a wait for any rebuild; nil too for any path that is not a wait's.
    public static func waitedPage(_ path: String) -> String?? {
        guard path.hasPrefix(waitPath) else { return nil }
        let rest = path.dropFirst(waitPath.count)
        guard !rest.isEmpty else { return .some(nil) }
        guard rest.hasPrefix("/") else { return nil }
        return .some(sitePath(String(rest)))
    }

    /// A request's path as a path in the site: `/` is `index.html`, `/c/` is `c/index.html`.
    public static func sitePath(_ path: String) -> String {
        var relative = String(path.drop { $0 == "/" })
        if relative.isEmpty || relative.hasSuffix("/") { relative += "index.html" }
        return relative
    }

    public static func script(version: Int) -> String {
        LibXML.serializeFragment(scriptElement(version: version))
    }

    /// `page` with the reload script (and, when the build has errors, an overlay
    /// listing them) put before `</body>`.
    public static func inject(into page: String, version: Int, overlay: String?) -> String {
        let addition = (overlay ?? "") + script(version: version)
        guard let end = page.range(of: "</body>", options: .backwards) else { return page + addition }
        return page.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: addition)
    }

    /// A box fixed at the bottom of every page: the last build's errors, `file:line: …`.
    public static func overlay(_ errors: [String]) -> String {
        LibXML.serializeFragment(XMLElementValue("div", [
            "id": "coursec-errors",
            "style": "position:fixed;left:12px;right:12px;bottom:12px;max-height:40%;overflow:auto;background:#fff1f0;color:#7a1010;border:1px solid #e0a0a0;border-radius:8px;padding:10px 14px;font:13px/1.45 monospace;z-index:1000;white-space:pre-wrap",
        ], text: errors.joined(separator: "\n")))
    }

    /// The page shown in place of a lesson with an error or a failing snippet.
    public static func errorPage(title: String, errors: [String], version: Int) -> String {
        let head = XMLElementValue("head", children: [
            .element(XMLElementValue("meta", ["http-equiv": "Content-Type", "content": "text/html; charset=utf-8"])),
            .element(XMLElementValue("title", text: title)),
        ])
        let body = XMLElementValue("body", ["style": "font:15px/1.5 sans-serif;margin:32px"], children: [
            .element(XMLElementValue("h1", ["style": "color:#a11"], text: title)),
            .element(XMLElementValue(
                "pre", ["id": "coursec-error", "style": "background:#fff1f0;border:1px solid #e0a0a0;border-radius:8px;padding:14px;white-space:pre-wrap"],
                text: errors.joined(separator: "\n"))),
            .element(XMLElementValue("p", text: "The page comes back once the lesson is fixed and saved.")),
            .element(scriptElement(version: version)),
        ])
        return LibXML.serializeXHTMLPage(XMLElementValue("html", ["xmlns": "http://www.w3.org/1999/xhtml"], children: [.element(head), .element(body)]))
    }
}
