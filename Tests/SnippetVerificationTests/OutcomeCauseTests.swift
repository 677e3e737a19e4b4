import Foundation
import Testing
@testable import SnippetVerification

/// Which outcomes the cache keeps: the inputs' doing, never the machine's.
@Suite struct OutcomeCauseTests {
    func process(_ termination: ProcessOutcome.Termination, stderr: String = "") -> ProcessOutcome {
        ProcessOutcome(termination: termination, stdout: Data(), stderr: Data(stderr.utf8), seconds: 1)
    }

    func ran(_ termination: ProcessOutcome.Termination, stderr: String = "") -> JobOutcome {
        JobOutcome(compile: process(.exited(0)), errors: [], run: process(termination, stderr: stderr))
    }

    func compiled(_ termination: ProcessOutcome.Termination, stderr: String = "") -> JobOutcome {
        JobOutcome(compile: process(termination, stderr: stderr), errors: [], run: nil)
    }

    @Test func keepsWhatTheInputsDecided() {
        #expect(compiled(.exited(1), stderr: "main.swift:1:1: error: cannot find 'x' in scope\n").isCacheable)
        #expect(compiled(.timedOut).isCacheable)
        #expect(compiled(.memoryCapExceeded).isCacheable)
        #expect(ran(.exited(3)).isCacheable)
        #expect(ran(.signaled(SIGILL), stderr: "Fatal error: boom\n").isCacheable)
        #expect(ran(.signaled(SIGXCPU)).isCacheable)
        #expect(ran(.outputCapExceeded).isCacheable)
    }

    @Test func dropsWhatTheMachineDid() {
        #expect(!compiled(.exited(1), stderr: "/usr/bin/ld.gold: fatal error: main: No space left on device\n").isCacheable)
        #expect(!compiled(.exited(1), stderr: "<unknown>:0: error: error opening input file 'main.swift' (Too many open files)\n").isCacheable)
        #expect(!ran(.exited(1), stderr: "Fatal error: write failed: No space left on device\n").isCacheable)
        #expect(!ran(.signaled(SIGKILL)).isCacheable)
        #expect(!ran(.signaled(SIGTERM)).isCacheable)
        #expect(!ran(.timedOut).isCacheable)
        #expect(!compiled(.notStarted(ENOSPC)).isCacheable)
    }

    @Test func dropsACompilerCrash() {
        let crash = "Stack dump:\n0.\tProgram arguments: swift-frontend -frontend -c main.swift\nerror: compile command failed due to signal 11 (use -v to see invocation)\n"
        #expect(!compiled(.exited(1), stderr: crash).isCacheable)
        #expect(!compiled(.signaled(SIGSEGV)).isCacheable)
    }

    @Test func readsAFailedAllocationAsTheMemoryCap() {
        let loader = "swiftc: error while loading shared libraries: lib_FoundationICU.so: failed to map segment from shared object\n"
        let llvm = "LLVM ERROR: out of memory\nAllocation failed\nStack dump:\nerror: compile command failed due to signal 6\n"
        #expect(process(.exited(127), stderr: loader).failedToAllocate)
        #expect(process(.exited(1), stderr: llvm).failedToAllocate)
        #expect(!process(.exited(1), stderr: "error: compile command failed due to signal 9 (use -v to see invocation)\n").failedToAllocate)
        #expect(!process(.exited(0), stderr: "warning: out of memory is a phrase\n").failedToAllocate)
    }

    @Test func readsNoCauseIntoTheSourceLinesSwiftcQuotes() {
        let quoted = """
            main.swift:1:14: error: cannot convert value of type 'String' to specified type 'Int'
            1 | let x: Int = "out of memory, No space left on device, Stack dump:"
              |              `- error: cannot convert value of type 'String' to specified type 'Int'

            """
        let outcome = compiled(.exited(1), stderr: quoted)
        #expect(!outcome.compile.failedToAllocate)
        #expect(outcome.isCacheable)
    }

    @Test func namesTheDefaultCompileMemoryCapInGibibytes() {
        let limits = VerifierOptions.Limits()
        let reason = VerificationJob.describeFailure(
            of: "swiftc", process(.memoryCapExceeded), seconds: limits.compileSeconds, bytes: limits.outputBytes,
            memoryKiB: limits.compileMemoryKiB)
        #expect(reason == "swiftc ran out of memory (its limit is 4 GiB of address space)")
    }
}
