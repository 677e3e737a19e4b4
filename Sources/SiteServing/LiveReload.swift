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

    /// Where the server answers with `script`: a page names it by `src`, so the
    /// script's text is never part of a page. Inline, it was: a page served as text/html
    /// gives a script its text as it stands, so the `&amp;&amp;` that libxml2 wrote for
    /// `&&` reached the JavaScript, every page logged a SyntaxError and none reloaded.
    public static let scriptPath = "/__coursec/reload.js"

    /// Long-polls `waitPath` for its own page from the version its `src` names
    /// (`reload.js?v=7`), and reloads the page once a rebuild changed it. A server
    /// that answers with an error (or none: serve stopped) is asked again a second later.
    public static let script = """
        (function () {
          var seen = new URL(document.currentScript.src).searchParams.get('\(versionKey)');
          function wait() {
            var request = new XMLHttpRequest();
            request.open('GET', '\(waitPath)' + location.pathname + '?\(versionKey)=' + seen);
            request.onload = function () {
              if (request.status !== 200) {
                setTimeout(wait, 1000);
              } else if (request.responseText !== seen) {
                location.reload();
              } else {
                wait();
              }
            };
            request.onerror = function () { setTimeout(wait, 1000); };
            request.send();
          }
          wait();
        })();

        """

    /// What the server sends for `scriptPath`.
    public static let scriptResponse = HTTPResponse.text(script, contentType: "text/javascript; charset=utf-8")

    /// `<script src="/__coursec/reload.js?v=7"></script>`: the empty text keeps the end
    /// tag, as HTML reads `<script/>` as a start tag whose script runs to the page's end.
    static func scriptElement(version: Int) -> XMLElementValue {
        XMLElementValue("script", ["type": "text/javascript", "src": "\(scriptPath)?\(versionKey)=\(version)"], text: "")
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

    /// The markup that loads the reload script of a page served at `version`.
    public static func scriptMarkup(version: Int) -> String {
        LibXML.serializeFragment(scriptElement(version: version))
    }

    /// `page` with the reload script (and, when the build has errors, an overlay
    /// listing them) put before `</body>`.
    public static func inject(into page: String, version: Int, overlay: String?) -> String {
        let addition = (overlay ?? "") + scriptMarkup(version: version)
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

    /// The id of the error page's list of errors; served with status 200 like any page
    /// (a browser logs a 500 in the console), so a client tells an error page by it.
    public static let errorID = "coursec-error"
    /// `id="coursec-error"`: what an error page's markup holds and no other page's does.
    public static let errorMarker = #"id="\#(errorID)""#

    /// The page shown in place of a lesson with an error or a failing snippet.
    public static func errorPage(title: String, errors: [String], version: Int) -> String {
        let head = XMLElementValue("head", children: [
            .element(XMLElementValue("meta", ["http-equiv": "Content-Type", "content": "text/html; charset=utf-8"])),
            .element(XMLElementValue("title", text: title)),
            // An icon of no bytes: the browser asks for no /favicon.ico, which a site that
            // did not build cannot give, and logs no error for it.
            .element(XMLElementValue("link", ["rel": "icon", "href": "data:,"])),
        ])
        let body = XMLElementValue("body", ["style": "font:15px/1.5 sans-serif;margin:32px"], children: [
            .element(XMLElementValue("h1", ["style": "color:#a11"], text: title)),
            .element(XMLElementValue(
                "pre", ["id": errorID, "style": "background:#fff1f0;border:1px solid #e0a0a0;border-radius:8px;padding:14px;white-space:pre-wrap"],
                text: errors.joined(separator: "\n"))),
            .element(XMLElementValue("p", text: "The page comes back once the lesson is fixed and saved.")),
            .element(scriptElement(version: version)),
        ])
        return LibXML.serializeXHTMLPage(XMLElementValue("html", ["xmlns": "http://www.w3.org/1999/xhtml"], children: [.element(head), .element(body)]))
    }
}
