import CoursecTestSupport
import Testing

/// A mistyped command or option is answered with the one it most likely meant, and
/// `coursec --help` says in one line what each command does.
@Suite struct CommandSuggestionTests {
    @Test func aMistypedCommandGetsDidYouMean() {
        let run = CLIRun.run(["verfy"])
        #expect(run.status == 64)
        #expect(run.out == "")
        #expect(run.err.hasPrefix("error: unknown command 'verfy' (did you mean 'verify'?)\n\ncoursec: compiles multilingual programming courses\n"))
    }

    @Test func aCommandFarFromEveryOtherGetsNoGuess() {
        let run = CLIRun.run(["deploy"])
        #expect(run.status == 64)
        #expect(run.err.hasPrefix("error: unknown command 'deploy'\n\n"))
    }

    @Test func aMistypedOptionGetsDidYouMeanWithTheUsageLine() {
        let run = CLIRun.run(["verify", "--jbos", "2"])
        #expect(run.status == 64)
        #expect(run.err.hasPrefix("error: unknown option '--jbos' (did you mean '--jobs'?)\nusage: coursec verify [PATH...] "))
    }

    @Test func helpListsEveryCommandWithOneLineOnWhatItDoes() {
        let run = CLIRun.run(["--help"])
        #expect(run.status == 0)
        #expect(run.out == """
            coursec: compiles multilingual programming courses

            usage: coursec <command> [options]

            commands:
              import     turns raw lesson text or a book into lesson sources
              extract    lists the code blocks of lessons with their roles
              verify     compiles and runs every snippet and checks what it prints
              build      renders the courses into a checked static site
              serve      previews the site, rebuilt on every save
              status     shows the translation state of every lesson in every language
              translate  starts or records a translation of a lesson
              po         writes PO files for translators, and reads them back into lessons
              new        starts a course or a lesson from nothing
              doctor     says what this machine lacks to run coursec, and how to install it

            Run 'coursec <command> --help' for a command's usage and options.
            Run 'coursec --version' for the version of coursec.

            """)
    }
}
