import CoursecCLICore
import Foundation

exit(Coursec.main(Array(CommandLine.arguments.dropFirst()), console: .standard()))
