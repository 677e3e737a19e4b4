import CoursecSupport
import CourseModel
import Foundation
import SiteRendering

/// `build`'s options, and those checked before anything is read or written: `--out` may
/// not name a folder whose loss would hurt (each build replaces the site folder
/// whole), `--base-url` must be an address a search engine can use.
extension BuildCommand {
    static let out = Option("--out", short: "o", value: "DIR", help: """
        where the site goes (default: site). Each build replaces
        it whole, so it must be empty, missing, or a site coursec
        built (it holds a .coursec-site file)
        """)
    static let noVerify = Option(flag: "--no-verify", help: "do not run snippets; badges come from cached results only")
    static let allowFailures = Option(flag: "--allow-failures", help: """
        publish the site even when snippets fail: each failing one
        is marked on its page with what it printed, the failures
        are listed as verify lists them, and the build exits 0
        """)
    static let templates = Option("--templates", value: "DIR", help: """
        the stylesheets, words and assets (default: templates in
        the current folder, else the templates coursec ships with)
        """)
    static let verbose = Option(flag: "--verbose", help: """
        also say how many pages were rendered and how many were
        reused from the page cache (.coursec-cache/pages)
        """)
    static let baseURL = Option("--base-url", value: "URL", help: "make the sitemap's addresses absolute under URL (http or https)")
    static let statusPage = Option(flag: "--status-page", help: """
        also write status/index.html: every lesson's translation
        state in each language, and the listings that do not verify
        """)
    static let drafts = Option(flag: "--drafts", help: """
        also publish draft translations (ones with untranslated
        markers left), each with a draft banner
        """)

    /// The site folder as `--out` names it, resolved like every path of the command.
    static func siteFolder(_ arguments: Arguments, console: Console) throws(Arguments.UsageError) -> String {
        guard let typed = arguments.value(out) else { return console.besideCourses("site", arguments) }
        guard !typed.isEmpty else { throw Arguments.UsageError(message: "--out needs a folder name, not an empty string") }
        return console.resolve(typed)
    }

    /// Refuses an `--out` that is, holds or lies inside the courses or templates
    /// folder, or that is the current folder or one of its ancestors.
    static func checkSiteFolder(_ site: String, typed: String, courses: String, templates: String, console: Console) throws(Arguments.UsageError) {
        let here = console.currentDirectory
        let target = AbsolutePath.canonical(site, in: here)
        let guarded = [
            (folder: here, name: "the current folder", shown: here, insideIsFine: true),
            (folder: courses, name: "the courses folder", shown: courses, insideIsFine: false),
            (folder: templates, name: "the templates folder", shown: templates, insideIsFine: false),
        ]
        for guarded in guarded {
            let folder = AbsolutePath.canonical(guarded.folder, in: here)
            let relation: String
            if target == folder {
                relation = "is"
            } else if AbsolutePath.isWithin(folder, target) {
                relation = "holds"
            } else if !guarded.insideIsFine, AbsolutePath.isWithin(target, folder) {
                relation = "lies inside"
            } else {
                continue
            }
            throw Arguments.UsageError(message: "--out '\(typed)' \(relation) \(guarded.name) (\(guarded.shown)); each build replaces the site folder whole, so give it a folder of its own (default: site)")
        }
    }

    /// `--base-url`, which must be an absolute http or https address.
    static func absoluteBaseURL(_ arguments: Arguments) throws(Arguments.UsageError) -> String? {
        guard let raw = arguments.value(baseURL) else { return nil }
        guard let url = URL(string: raw), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty else {
            throw Arguments.UsageError(message: "--base-url needs an absolute http or https address, such as https://example.org/courses/, not '\(raw)'")
        }
        return raw
    }

    /// Where a project's templates folder that lacks some of the shipped files is merged with them.
    static let mergedTemplatesFolder = ".coursec-cache/templates"

    /// `project` (what `templatesFolder` found) over the templates shipped with coursec
    /// (`TemplatesOverlay`): its `folder()` is the one to build with.
    static func templatesOverlay(_ project: String, _ arguments: Arguments, console: Console) -> TemplatesOverlay {
        let executables = TemplatesLocator.runningExecutables(from: console.currentDirectory)
        return TemplatesOverlay(
            project: project, shipped: ShippedFolder.first(of: ShippedFolder.candidates("templates", executables: executables)),
            merged: console.besideCourses(mergedTemplatesFolder, arguments))
    }

    /// `--templates`, else `templates` in the current folder, else the templates shipped with coursec.
    static func templatesFolder(_ arguments: Arguments, console: Console) throws -> String {
        if arguments.value(templates) == "" {
            throw Arguments.UsageError(message: "--templates needs a folder name, not an empty string")
        }
        if let typed = arguments.value(templates) { return console.resolve(typed) }
        // The project's own folder, named as the user would (templates/page.xsl in a message).
        let local = console.resolve("templates")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: local, isDirectory: &isDirectory), isDirectory.boolValue { return local }
        return try TemplatesLocator.locate(currentDirectory: console.currentDirectory, executables: TemplatesLocator.runningExecutables(from: console.currentDirectory))
    }
}
