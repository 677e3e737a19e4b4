extension CompilerDiagnostic {
    /// What a compile that failed without an error at a source line says about why: the
    /// linker's own error (`undefined symbol: round`), which swiftc prints after its own
    /// first line, "link command failed", and clang's; else the first error of any other
    /// kind. Warnings, which the driver prints first, are never the reason: a group's
    /// program warns about coursec's own marks file, and that warning hid the link error.
    static func failureMessage(in output: String) -> String? {
        let errors = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { line in
            line.hasPrefix("error: ") || line.contains(": error: ")
        }
        let linkerSummaries = ["error: link command failed", "clang: error: linker command failed"]
        let own = errors.filter { line in !linkerSummaries.contains { line.hasPrefix($0) } }
        if errors.count > own.count, let linker = own.first {
            return "the link failed: " + (linker.range(of: "error: ").map { String(linker[$0.upperBound...]) } ?? linker)
        }
        return own.first
    }
}
