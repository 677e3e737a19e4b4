import CourseModel
import Foundation
import SiteRendering

extension PreviewSession {
    /// The answer to a request of the preview's server: the reload script, a page's wait
    /// for a change, an error page in place of a lesson's, or the site's file (a page with
    /// the reload script and the last build's errors over it).
    public func respond(_ path: String, _ query: [String: String]) -> HTTPResponse {
        if path == LiveReload.scriptPath { return LiveReload.scriptResponse }
        if let page = LiveReload.waitedPage(path) {
            return .text(String(reload.wait(whileAt: Int(query[LiveReload.versionKey] ?? "") ?? 0, page: page, seconds: 25)))
        }
        let relative = LiveReload.sitePath(path)
        guard !relative.split(separator: "/").contains("..") else { return .text("not found", status: 404) }
        let version = reload.version
        let (site, pageErrors, errors) = served.withLock { ($0.site, $0.pageErrors[relative], $0.errors) }
        // Status 200: a browser logs a page answered 500 as a failed resource in its console,
        // and the preview's pages log nothing; `#coursec-error` tells an error page.
        if let pageErrors {
            return .text(LiveReload.errorPage(title: "coursec: \(relative) has errors", errors: pageErrors, version: version),
                         contentType: "text/html; charset=utf-8")
        }
        guard let site else { return .text(LiveReload.errorPage(title: "coursec: the site did not build", errors: errors, version: version), contentType: "text/html; charset=utf-8") }
        guard let data = FileManager.default.contents(atPath: site + "/" + relative) else { return notFound(relative, site: site, version: version, errors: errors) }
        let type = Self.contentTypes[FilePath(relative).pathExtension] ?? "application/octet-stream"
        guard relative.hasSuffix(".html") else { return HTTPResponse(contentType: type, body: data) }
        return .text(Self.served(String(decoding: data, as: UTF8.self), version: version, errors: errors), contentType: type)
    }

    /// The site's 404 page with status 404, its links read from the site's root (`<base>`)
    /// wherever the missing address was; plain text for a site without one.
    private func notFound(_ relative: String, site: String, version: Int, errors: [String]) -> HTTPResponse {
        guard let data = FileManager.default.contents(atPath: site + "/" + SiteBuilder.notFoundPage) else {
            return .text("not found: /\(relative)", status: 404)
        }
        var page = String(decoding: data, as: UTF8.self)
        if let head = page.range(of: "<head>") { page.replaceSubrange(head, with: "<head><base href=\"/\"/>") }
        return .text(Self.served(page, version: version, errors: errors), status: 404, contentType: "text/html; charset=utf-8")
    }

    /// A page as served: with the reload script, and the last build's errors over it.
    private static func served(_ page: String, version: Int, errors: [String]) -> String {
        LiveReload.inject(into: page, version: version, overlay: errors.isEmpty ? nil : LiveReload.overlay(errors))
    }

    static let contentTypes = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "application/javascript; charset=utf-8",
        "xml": "application/xml; charset=utf-8", "svg": "image/svg+xml", "png": "image/png",
        // Pagefind loads its index with WebAssembly.instantiateStreaming, which insists on this type.
        "wasm": "application/wasm", "json": "application/json; charset=utf-8",
    ]
}
