import CourseModel
import Foundation

/// `coursec build`'s pipeline, as named steps over the input:
/// render page documents → transform them with `templates/page.xsl` →
/// validate every page against the XHTML 1.0 Strict DTD → check every internal
/// link → publish atomically. Any error stops before the publish step.
public struct SiteBuilder {
    /// The folder holding `page.xsl`, `i18n/`, and the files copied as they are (`site.css`, `search.js`).
    public var templates: String
    /// Indexes the site for search; without it the site has no search index (a warning says so).
    public var searchIndexer: PagefindIndexer?

    public init(templates: String, searchIndexer: PagefindIndexer? = .located()) {
        self.templates = templates
        self.searchIndexer = searchIndexer
    }

    public struct Report: Equatable, Sendable {
        /// Relative path of every page, sorted.
        public var pages: [String]
        /// Every file written, pages included.
        public var files: Int
        public var links: Int
        /// What the build could not do but did not stop for (no search indexer).
        public var warnings: [String] = []
    }

    /// The whole site in memory: path (relative to the site root) to contents.
    public func render(_ input: SiteInput) throws(CourseErrors) -> (files: [String: Data], report: Report) {
        // A home page listing nothing is not valid XHTML (an empty <ul>), and no site to speak of.
        guard !input.courses.isEmpty else { throw CourseErrors([CourseError("there are no courses to build a site from")]) }
        try checkTemplates()
        let context = SiteContext(input: input, wordLanguages: wordLanguages())
        let pages = context.pages()
        let stylesheet: XSLTStylesheet
        do { stylesheet = try XSLTStylesheet(path: (templates as NSString).appendingPathComponent("page.xsl")) } catch {
            throw CourseErrors([error])
        }
        var files: [String: Data] = [:]
        var parsed: [String: LibXML.ParsedPage] = [:]
        var errors: [CourseError] = []
        for page in pages {
            let text: String
            do { text = try stylesheet.transform(page.document, name: page.path) } catch {
                errors.append(error)
                continue
            }
            let result = LibXML.parseValidating(text, name: page.path)
            for problem in result.problems {
                errors.append(CourseError("page is not valid XHTML 1.0 Strict: \(problem.message)", at: SourceLocation(file: page.path, line: problem.line)))
            }
            if result.problems.isEmpty, result.publicID != LibXML.xhtmlStrictPublicID {
                errors.append(CourseError("page does not declare the XHTML 1.0 Strict DTD (public id '\(result.publicID ?? "none")'); check xsl:output in page.xsl", file: page.path))
            }
            parsed[page.path] = result
            files[page.path] = Data(text.utf8)
        }
        for (path, data) in try assets() { files[path] = data }
        var warnings: [String] = []
        if let searchIndexer {
            do { files.merge(try searchIndexer.index(context.searchSources())) { new, _ in new } } catch { errors.append(error) }
        } else {
            warnings.append(PagefindIndexer.missingWarning)
        }
        files[SitePaths.sitemap] = Data(context.sitemap(pages).utf8)
        files[SitePaths.marker] = Data(SitePaths.markerText.utf8)
        errors += LinkChecker.check(pages: parsed, files: Set(files.keys).subtracting(parsed.keys))
        if !errors.isEmpty { throw CourseErrors(errors) }
        let report = Report(
            pages: pages.map(\.path).sorted(), files: files.count,
            links: parsed.values.reduce(0) { $0 + $1.references.count }, warnings: warnings)
        return (files, report)
    }

    /// Fails unless a site may be published at `output`: nothing is there, an empty
    /// folder, or a site coursec built. A build checks it again before replacing anything;
    /// checking first saves verifying and rendering for a build that cannot be published.
    public static func checkOutput(_ output: String) throws(CourseError) {
        try SitePublisher.checkReplaceable(AbsolutePath.of(output, in: FileManager.default.currentDirectoryPath), shownAs: output)
    }

    /// Renders, validates and checks the site, then replaces `output` with it
    /// (only if `checkOutput` allows). Error locations name pages relative to `output`.
    @discardableResult
    public func build(_ input: SiteInput, into output: String) throws(CourseErrors) -> Report {
        let rendered: (files: [String: Data], report: Report)
        do { rendered = try render(input) } catch {
            throw CourseErrors(error.errors.map { Self.locatedInSite($0, output: output, templates: templates) })
        }
        do { try SitePublisher.publish(rendered.files, to: output) } catch { throw CourseErrors([error]) }
        return rendered.report
    }

    /// A page error names the page inside the site folder; template errors keep their path.
    static func locatedInSite(_ error: CourseError, output: String, templates: String) -> CourseError {
        func inSite(_ path: String) -> String {
            path.hasPrefix("/") || path.hasPrefix(templates) ? path : (output as NSString).appendingPathComponent(path)
        }
        var error = error
        if let location = error.location {
            error.location = SourceLocation(file: inSite(location.file), line: location.line)
        }
        error.file = error.file.map(inSite)
        return error
    }

    /// Languages with a word file `i18n/<lang>.xml`.
    func wordLanguages() -> Set<String> {
        let folder = (templates as NSString).appendingPathComponent("i18n")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return Set(names.filter { $0.hasSuffix(".xml") }.map { String($0.dropLast(4)) })
    }

    /// Every file of `templates/` that is not a stylesheet or a word file, copied as it is.
    func assets() throws(CourseErrors) -> [String: Data] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: templates)) ?? []).sorted()
        var assets: [String: Data] = [:]
        for name in names where !name.hasSuffix(".xsl") && !name.hasPrefix(".") && name != "i18n" && name != "README.md" {
            let path = (templates as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CourseErrors([CourseError("cannot read the template file", file: path)])
            }
            assets[name] = data
        }
        guard assets["site.css"] != nil, assets["search.js"] != nil else {
            throw CourseErrors([CourseError("templates need site.css and search.js", file: templates)])
        }
        return assets
    }
}
