import CoursecSupport
import CourseModel
import Foundation

extension SiteBuilder {
    /// What building a site needs on this machine, for `coursec doctor`: the C libraries
    /// (named as loaded), the XHTML DTD every page is validated against offline, the
    /// templates `build` would use from `currentDirectory`, and Pagefind for search,
    /// without which a site is built with no search index.
    public static func requirements(currentDirectory: String, environment: [String: String]) -> [RuntimeCheck] {
        let dtd: RuntimeCheck = LibXML.xhtmlStrictDTDFile.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
            .map { .found("XHTML DTD", $0) }
            ?? RuntimeCheck(
                "XHTML DTD", .missing, "the XML catalog has no XHTML 1.0 Strict DTD, so no page can be validated offline",
                fix: "apt-get install w3c-sgml-lib xml-core")
        let templates: RuntimeCheck
        do {
            templates = .found(
                "templates",
                try TemplatesLocator.locate(currentDirectory: currentDirectory, executables: TemplatesLocator.runningExecutables(from: currentDirectory)))
        } catch {
            templates = RuntimeCheck(
                "templates", .missing, error.message, fix: "install coursec whole (make install, or the release archive's share/coursec beside its bin)")
        }
        let search: RuntimeCheck = PagefindIndexer.located(environment: environment).map { .found("pagefind_extended", $0.executable) }
            ?? RuntimeCheck(
                "pagefind_extended", .lacking, "not on PATH (nor COURSEC_PAGEFIND); sites are built without a search index",
                fix: "python3 -m pip install pagefind-bin-extended==1.5.2, then link its pagefind_extended onto PATH")
        return [MappedLibraries.check(), dtd, templates, search]
    }
}
