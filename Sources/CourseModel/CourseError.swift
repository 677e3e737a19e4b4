/// An error a user can cause, about a place in their lesson sources.
///
/// Equatable so tests compare whole errors, Hashable so a command drops the ones
/// two paths both found without comparing each with all; `description` is the
/// `file:line: error: message` form every command prints on stderr.
public struct CourseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation?
    /// Set when the error is about a whole file rather than one line.
    public var file: String?
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.location = location
        self.file = location.file
        self.message = message
    }

    public init(_ message: String, file: String? = nil) {
        self.location = nil
        self.file = file
        self.message = message
    }

    public var description: String {
        if let location { return "\(location): error: \(message)" }
        if let file { return "\(file): error: \(message)" }
        return "error: \(message)"
    }
}

/// Several errors found in one pass, so an author fixes them all at once.
public struct CourseErrors: Error, Equatable, Sendable, CustomStringConvertible {
    public var errors: [CourseError]

    public init(_ errors: [CourseError]) { self.errors = errors }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
