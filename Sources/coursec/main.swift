import CJemalloc
import CoursecCLICore
import Foundation

// Importing CJemalloc links jemalloc ahead of libc, so it is the process's malloc.
exit(Coursec.main(Array(CommandLine.arguments.dropFirst()), console: .standard()))
