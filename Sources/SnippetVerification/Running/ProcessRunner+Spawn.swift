import CoursecSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A started child: its pid (also its session and process group id) and the read
/// ends of its standard output and error.
struct SpawnedChild {
    var pid: pid_t
    var stdout: Int32
    var stderr: Int32
    /// For a group's program: the read end of its descriptor 3 (its marks) and the
    /// write end of its descriptor 4 (the answers), else nil.
    var marks: (read: Int32, answer: Int32)?
}

extension ProcessRunner {
    /// Starts `executable` in a new session with standard input from /dev/null, every
    /// signal at its default, and pipes for its output; records it in the registry.
    /// `input`: a descriptor for its standard input instead (a batch jail's socket, `BatchJail`).
    func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String], marked: Bool = false, input: Int32? = nil
    ) -> Result<SpawnedChild, SystemFailure> {
        // Other workers spawn at the same time, and a pipe end leaked into their
        // children would keep our reader waiting for EOF: every pipe end is
        // close-on-exec from birth, and made under the lock spawning holds too.
        Self.spawnLock.lock()
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        // errno is saved at once: close and unlock may change it.
        guard Self.closeOnExecPipe(&outPipe) else {
            let error = errno
            Self.spawnLock.unlock()
            return .failure(SystemFailure(code: error))
        }
        guard Self.closeOnExecPipe(&errPipe) else {
            let error = errno
            close(outPipe[0]); close(outPipe[1])
            Self.spawnLock.unlock()
            return .failure(SystemFailure(code: error))
        }
        // A group's marks (descriptor 3) and answers (descriptor 4), made above 4 so that
        // the child's dup2 onto 3 and 4 overwrites none of them.
        var marks: [Int32] = []
        if marked {
            var markPipe: [Int32] = [-1, -1]
            var answerPipe: [Int32] = [-1, -1]
            if Self.closeOnExecPipe(&markPipe), Self.closeOnExecPipe(&answerPipe) {
                marks = (markPipe + answerPipe).map { fd in
                    let high = fcntl(fd, F_DUPFD_CLOEXEC, 10)
                    close(fd)
                    return high
                }
            }
            guard marks.count == 4, !marks.contains(-1) else {
                let error = errno
                (marks + markPipe + answerPipe).filter { $0 >= 0 }.forEach { close($0) }
                close(outPipe[0]); close(outPipe[1]); close(errPipe[0]); close(errPipe[1])
                Self.spawnLock.unlock()
                return .failure(SystemFailure(code: error))
            }
        }
        let childEnds = marks.isEmpty ? nil : (write: marks[1], read: marks[2])
        let started = Self.spawnRecorded(
            executable, arguments, environment: environment, input: input, stdout: outPipe[1], stderr: errPipe[1], marks: childEnds)
        close(outPipe[1])
        close(errPipe[1])
        if let childEnds { close(childEnds.write); close(childEnds.read) }
        Self.spawnLock.unlock()
        switch started {
        case .success(let pid):
            return .success(SpawnedChild(
                pid: pid, stdout: outPipe[0], stderr: errPipe[0], marks: marks.isEmpty ? nil : (marks[0], marks[3])))
        case .failure(let failure):
            close(outPipe[0]); close(errPipe[0])
            if !marks.isEmpty { close(marks[0]); close(marks[3]) }
            ChildRegistry.shared.waitIfClosed()
            return .failure(failure)
        }
    }

    private static let spawnLock = NSLock()

    private static func spawnRecorded(
        _ executable: String, _ arguments: [String], environment: [String: String], input: Int32?, stdout: Int32, stderr: Int32,
        marks: (write: Int32, read: Int32)?
    ) -> Result<pid_t, SystemFailure> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        if let marks {
            posix_spawn_file_actions_adddup2(&actions, marks.write, 3)
            posix_spawn_file_actions_adddup2(&actions, marks.read, 4)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID (glibc 2.26; not exported to Swift): a new session, whose
        // process group id is the child's pid too, so `kill(-pid)` reaches the group.
        let setSession: Int32 = 0x80
        posix_spawnattr_setflags(&attributes, Int16(setSession | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        // Ignored signals survive exec: the Swift runtime ignores SIGPIPE, and a
        // SIGCHLD ignored here would leave a snippet's Process.waitUntilExit waiting
        // for ever (its children reaped by the kernel). Every signal starts at its default.
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &defaults)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // Recorded at once, so that a signal ending coursec kills it; after such a
        // signal nothing starts (ECANCELED).
        var spawned = ECANCELED
        let started = ChildRegistry.shared.spawn {
            var pid: pid_t = 0
            spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            return spawned == 0 ? pid : nil
        }
        return started.map { .success($0) } ?? .failure(SystemFailure(code: spawned))
    }

    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32

    /// glibc's pipe2, which Swift's Glibc module does not export: with it no other
    /// part of the process (which does not take our lock) can spawn a child between
    /// the pipe's creation and its close-on-exec flag.
    private static let pipe2: Pipe2? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2")
        .map { unsafeBitCast($0, to: Pipe2.self) }

    static func closeOnExecPipe(_ fds: inout [Int32]) -> Bool {
        if let pipe2 { return pipe2(&fds, O_CLOEXEC) == 0 }
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }
}
