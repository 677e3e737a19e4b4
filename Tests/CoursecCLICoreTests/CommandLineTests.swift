import CoursecCLICore
import CoursecTestSupport
import Testing

/// The whole command line, in process: help, usage errors and exit statuses.
@Suite(.tags(.compiles, .pagefind)) struct CommandLineTests {
    static let buildUsage = "usage: coursec build [--out DIR] [--no-verify] [--allow-failures] [--no-sandbox] [--templates DIR] [--base-url URL] [--drafts] [--status-page] [--verbose] [--courses DIR]"

    @Test func printsTheVersion() {
        let run = CLIRun.run(["--version"])
        #expect(run.status == 0)
        #expect(run.out == "coursec \(Coursec.version)\n")
        #expect(run.err == "")
    }

    @Test func aCommandsHelpIsMadeFromItsOptionTable() {
        let run = CLIRun.run(["build", "-h"])
        #expect(run.status == 0)
        #expect(run.out.hasPrefix(Self.buildUsage + "\n\nRenders every course in courses/"))
        #expect(run.out.hasSuffix("""

              -o, --out DIR     where the site goes (default: site). Each build replaces
                                it whole, so it must be empty, missing, or a site coursec
                                built (it holds a .coursec-site file)
              --no-verify       do not run snippets; badges come from cached results only
              --allow-failures  publish the site even when snippets fail: each failing one
                                is marked on its page with what it printed, the failures
                                are listed as verify lists them, and the build exits 0
              --no-sandbox      compile and run snippets outside the bubblewrap sandbox
                                (no network, read-only system, own PID namespace):
                                only for lessons you trust
              --templates DIR   the stylesheets, words and assets (default: templates in
                                the current folder, else the templates coursec ships with)
              --base-url URL    make the sitemap's addresses absolute under URL (http or https)
              --drafts          also publish draft translations (ones with untranslated
                                markers left), each with a draft banner
              --status-page     also write status/index.html: every lesson's translation
                                state in each language, and the listings that do not verify
              --verbose         also say how many pages were rendered and how many were
                                reused from the page cache (.coursec-cache/pages)
              --courses DIR     the courses folder (default: courses)

            """))
    }

    @Test func helpWinsOverEveryOtherArgument() {
        let run = CLIRun.run(["verify", "--bogus", "--help"])
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("usage: coursec verify [PATH...] [--jobs N]"))
    }

    @Test func anUnknownOptionIsAUsageErrorWithTheUsageLine() {
        let run = CLIRun.run(["build", "--outt", "x"])
        #expect(run.status == 64)
        #expect(run.out == "")
        #expect(run.err == "error: unknown option '--outt' (did you mean '--out'?)\n" + Self.buildUsage + "\n")
    }

    @Test func aShortOptionsErrorNamesTheLongOption() {
        let run = CLIRun.run(["verify", "-j", "0"])
        #expect(run.status == 64)
        #expect(run.err.hasPrefix("error: --jobs needs a whole number from 1 to 512, not '0'\nusage: coursec verify "))
    }

    @Test func anUnknownCommandIsAUsageError() {
        let run = CLIRun.run(["bulid"])
        #expect(run.status == 64)
        #expect(run.err.hasPrefix("error: unknown command 'bulid'\n\ncoursec: compiles multilingual programming courses\n"))
    }
}
