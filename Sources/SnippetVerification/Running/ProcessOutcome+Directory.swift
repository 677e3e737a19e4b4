import Foundation

extension ProcessOutcome {
    /// Standard error with the job's temporary directory taken out of its paths
    /// (`/tmp/coursec-verify-x1/main.swift:3: Fatal error` becomes `main.swift:3: …`),
    /// so a cached outcome does not depend on where it was made.
    func withoutDirectory(_ directory: String) -> ProcessOutcome {
        var copy = self
        copy.stderr = Data(stderrText.replacingOccurrences(of: directory + "/", with: "").utf8)
        return copy
    }
}
