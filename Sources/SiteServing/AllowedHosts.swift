import Foundation

/// The `Host:` headers the preview answers: `localhost`, `127.0.0.1`, `[::1]` and the
/// address it listens on, each with or without a port. A page on another site can make
/// the browser send it requests by DNS rebinding (its own name, resolved to 127.0.0.1
/// a moment later), and read the answers as its own; such a request names that site in
/// `Host:`, so it is refused. Any port is accepted: a tunnel (`ssh -L 9000:localhost:8000`)
/// brings the browser's own port. Listening on every address (`0.0.0.0`, `::`), any IP
/// address is also accepted, since a literal address cannot be rebound; host names
/// still are not. A request with no `Host:` (HTTP/1.0 without one) comes from no browser,
/// and is answered.
public struct AllowedHosts: Sendable {
    private let names: Set<String>
    private let anyAddress: Bool

    /// For a server listening on `address` (an IPv4 or IPv6 address, as `--host` gives it).
    public init(listeningOn address: String) {
        var v4 = in_addr()
        var v6 = in6_addr()
        let unspecified = (inet_pton(AF_INET, address, &v4) == 1 && v4.s_addr == 0)
            || (inet_pton(AF_INET6, address, &v6) == 1 && withUnsafeBytes(of: &v6) { $0.allSatisfy { $0 == 0 } })
        anyAddress = unspecified
        names = ["localhost", "127.0.0.1", "[::1]", HTTPServer.shown(address).lowercased()]
    }

    /// Whether a request whose `Host:` header is `header` is answered.
    public func allows(_ header: String?) -> Bool {
        guard let header else { return true }
        guard let host = Self.host(of: header.lowercased()) else { return false }
        if names.contains(host) { return true }
        guard anyAddress else { return false }
        var v4 = in_addr()
        var v6 = in6_addr()
        if host.hasPrefix("["), host.hasSuffix("]") { return inet_pton(AF_INET6, String(host.dropFirst().dropLast()), &v6) == 1 }
        return inet_pton(AF_INET, host, &v4) == 1
    }

    /// `header` without its `:port`; nil when what follows the host is not a port.
    private static func host(of header: String) -> String? {
        let end = header.hasPrefix("[") ? header.firstIndex(of: "]").map(header.index(after:)) : header.firstIndex(of: ":") ?? header.endIndex
        guard let end else { return nil }
        let rest = header[end...]
        guard rest.isEmpty || (rest.hasPrefix(":") && rest.count > 1 && rest.dropFirst().allSatisfy(\.isASCIIDigit)) else { return nil }
        return String(header[..<end])
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
