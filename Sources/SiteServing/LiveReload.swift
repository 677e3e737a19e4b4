import CourseModel

/// What the server adds to every HTML page it serves (never to the built files):
/// a long poll that reloads the page once the site was rebuilt, and the overlay
/// naming the errors of the last build.
public enum LiveReload {
    public static let waitPath = "/__coursec/wait"
    /// The version a page was served at, in `waitPath?v=N`.
    public static let versionKey = "v"

    public static func script(version: Int) -> String {
        """
        <script type="text/javascript">//<![CDATA[
        (function () {
          var seen = \(version);
          function wait() {
            var request = new XMLHttpRequest();
            request.open('GET', '\(waitPath)?\(versionKey)=' + seen);
            request.onload = function () {
              if (request.status === 200 && request.responseText !== String(seen)) { location.reload(); } else { wait(); }
            };
            request.onerror = function () { setTimeout(wait, 1000); };
            request.send();
          }
          wait();
        })();
        //]]></script>
        """
    }

    /// `page` with the reload script (and, when the build has errors, an overlay
    /// listing them) put before `</body>`.
    public static func inject(into page: String, version: Int, overlay: String?) -> String {
        let addition = (overlay ?? "") + script(version: version)
        guard let end = page.range(of: "</body>", options: .backwards) else { return page + addition }
        return page.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: addition)
    }

    /// Markup escaped, and control characters shown as `\u{1B}` (the errors hold what
    /// snippets print): an XHTML page with a C0 character in it is not well-formed.
    public static func escaped(_ text: String) -> String {
        text.withVisibleControls.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// A box fixed at the bottom of every page: the last build's errors, `file:line: …`.
    public static func overlay(_ errors: [String]) -> String {
        """
        <div id="coursec-errors" style="position:fixed;left:12px;right:12px;bottom:12px;max-height:40%;overflow:auto;background:#fff1f0;color:#7a1010;border:1px solid #e0a0a0;border-radius:8px;padding:10px 14px;font:13px/1.45 monospace;z-index:1000;white-space:pre-wrap">\(escaped(errors.joined(separator: "\n")))</div>
        """
    }

    /// The page shown in place of a lesson with an error or a failing snippet.
    public static func errorPage(title: String, errors: [String], version: Int) -> String {
        """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml"><head><meta charset="utf-8"/><title>\(escaped(title))</title></head>
        <body style="font:15px/1.5 sans-serif;margin:32px">
        <h1 style="color:#a11">\(escaped(title))</h1>
        <pre id="coursec-error" style="background:#fff1f0;border:1px solid #e0a0a0;border-radius:8px;padding:14px;white-space:pre-wrap">\(escaped(errors.joined(separator: "\n")))</pre>
        <p>The page comes back once the lesson is fixed and saved.</p>
        \(script(version: version))
        </body></html>
        """
    }
}
