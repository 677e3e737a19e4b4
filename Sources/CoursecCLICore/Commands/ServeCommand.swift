import CourseModel
import CoursecSupport
import Foundation
import SiteServing
import SnippetVerification

/// `coursec serve`: the site on a loopback web server, rebuilt on every save.
enum ServeCommand: Command {
    static let name = "serve"
    static let abstract = "previews the site, rebuilt on every save"
    static let about = """
        Builds the site (every language, drafts with a banner) into a temporary folder
        and serves it on http://127.0.0.1:8000/ (GNU libmicrohttpd). courses/ and the
        templates are watched (inotify): each save rebuilds, re-verifying only changed
        snippets, and open pages reload. A lesson with an error or a failing snippet is
        shown as an error page with file:line, the message and the output diff; every
        other page still works, with the errors in a box at its foot. Ctrl-C stops it
        and removes everything it made. See docs/serve.md.
        """
    static let port = Option("--port", value: "N", help: "the port (default 8000)")
    static let host = Option("--host", value: "ADDR", help: "the IPv4 or IPv6 address to listen on (default 127.0.0.1, loopback only; ::1 for IPv6 loopback)")
    static let idleTimeout = Option("--idle-timeout", value: "SECONDS", help: "close a connection silent this long (default \(HTTPServer.defaultIdleTimeout))")
    static let open = Option(flag: "--open", help: "open the site in the browser (xdg-open)")
    static let templates = Option("--templates", value: "DIR", help: "as for build")
    static let verbose = Option(flag: "--verbose", help: "after a saved lesson's rebuild, the time of each of its steps")
    static let courses = Option.courses("the courses folder (default: courses)")
    static let options = [port, host, idleTimeout, open, templates, verbose, courses, SandboxChoice.noSandbox]
    static let helpColumn = 27


    static func run(_ arguments: Arguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.isEmpty else { throw Arguments.UsageError(message: "serve takes no arguments besides its options") }
        let port = try arguments.int(port, range: 1...65535) ?? 8000
        let host = arguments.value(host) ?? "127.0.0.1"
        let idleTimeout = try arguments.int(idleTimeout, range: 1...3600).map(UInt32.init) ?? HTTPServer.defaultIdleTimeout
        let courses = try console.coursesFolder(arguments)
        let templates = try BuildCommand.templatesFolder(arguments, console: console)
        // Signals are taken here, not by verify or Pagefind's indexing: a stop must also
        // remove the site folder. Listened for before anything is made (`ServeStop`).
        InterruptCleanup.leaveSignalsToTheCaller()
        for number in [SIGINT, SIGTERM, SIGHUP] { signal(number, SIG_IGN) }
        let stopping = ServeStop(console: console)
        let session = try ServeSession.make(
            courses: courses, templates: BuildCommand.templatesOverlay(templates, arguments, console: console), sandbox: SandboxChoice.fromArguments(arguments, console: console),
            verifyCache: console.besideCourses(VerifierOptions.commandCacheFolder, arguments),
            pageCacheFolder: console.besideCourses(BuildCommand.pageCacheFolder, arguments), console: console,
            verbose: arguments.has(verbose))
        stopping.attach(session)
        let server: HTTPServer
        do {
            server = try HTTPServer(host: host, port: UInt16(port), idleTimeout: idleTimeout, queryKeys: [LiveReload.versionKey]) { path, query in
                session.respond(path, query)
            }
        } catch {
            session.stop()
            throw CourseError(error.description)
        }
        stopping.attach(server)
        let url = "http://\(HTTPServer.shown(host)):\(port)/"
        console.print("serving \(url) (Ctrl-C stops)")
        session.rebuild()
        let watcher = try FileWatcher(folders: [courses, templates]) { session.rebuild(changed: $0, since: $1) }
        stopping.attach(watcher)
        if arguments.has(open) { openInBrowser(url) }
        stopping.wait()
    }

    private static func openInBrowser(_ url: String) {
        try? CapturedProcess.launch("/usr/bin/env", ["xdg-open", url])
    }
}
