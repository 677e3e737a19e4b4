import CMicroHTTPD
import Foundation

/// A loopback web server on GNU libmicrohttpd: the one file that touches it, so
/// no C type leaves here. Each connection has a thread of its own, so a handler
/// may block (the live-reload long poll does).
///
/// Unchecked: `daemon`, a C pointer, is set by `init` and cleared by `stop`, which serve
/// calls once, from its stop; the handler's threads never touch it.
public final class HTTPServer: @unchecked Sendable {
    public typealias Handler = @Sendable (_ path: String, _ query: [String: String]) -> HTTPResponse

    private let handler: Handler
    /// The query arguments handed to the handler; others are ignored.
    private let queryKeys: [String]
    private let allowedHosts: AllowedHosts
    private var daemon: OpaquePointer?

    /// Connections open at once, and from one address (all of loopback's are one): a
    /// thread each. A browser opens at most 6 to a host and port (each open page's long
    /// poll is one of them), so 32 leave room for several browsers, and a client that
    /// opens hundreds gets the rest closed at once instead of a thread each.
    public static let connectionLimit: UInt32 = 64
    public static let connectionsPerAddress: UInt32 = 32
    /// Seconds a connection may stay silent (no byte of a request, or an idle
    /// keep-alive) before it is closed: an unfinished or unparseable request, or a slow
    /// client, does not hold its thread for ever. A handler that waits (the long poll)
    /// is not silence.
    public static let defaultIdleTimeout: UInt32 = 10

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Listens on `host` (an IPv4 or IPv6 address) and `port`, or throws why it cannot.
    /// Requests whose `Host:` is not one of `AllowedHosts` get 403.
    public init(
        host: String, port: UInt16, idleTimeout: UInt32 = defaultIdleTimeout, queryKeys: [String] = [], handler: @escaping Handler
    ) throws(Failure) {
        self.handler = handler
        self.queryKeys = queryKeys
        allowedHosts = AllowedHosts(listeningOn: host)
        guard let address = SocketAddress(host: host, port: port) else {
            throw Failure(description: "'\(host)' is not an IPv4 or IPv6 address such as 127.0.0.1 or ::1")
        }
        // Taken before the port is bound, so a port in use is named clearly.
        let probe = socket(address.family, Int32(SOCK_STREAM.rawValue), 0)
        var reuse: Int32 = 1
        setsockopt(probe, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        let bound = address.withSocketAddress { bind(probe, $0, $1) }
        guard bound == 0 else {
            close(probe)
            throw Failure(description: "cannot listen on \(Self.shown(host)):\(port) (\(String(cString: strerror(errno))))")
        }
        close(probe)
        let context = Unmanaged.passUnretained(self).toOpaque()
        var flags = UInt32(MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_ERROR_LOG.rawValue)
        if address.family == AF_INET6 { flags |= UInt32(MHD_USE_IPv6.rawValue) }
        daemon = address.withSocketAddress { socketAddress, _ in
            withVaList([
                Int32(MHD_OPTION.SOCK_ADDR.rawValue), socketAddress,
                Int32(MHD_OPTION.CONNECTION_TIMEOUT.rawValue), CUnsignedInt(idleTimeout),
                Int32(MHD_OPTION.CONNECTION_LIMIT.rawValue), CUnsignedInt(Self.connectionLimit),
                Int32(MHD_OPTION.PER_IP_CONNECTION_LIMIT.rawValue), CUnsignedInt(Self.connectionsPerAddress),
                Int32(MHD_OPTION.END.rawValue),
            ]) { options in
                MHD_start_daemon_va(flags, port, nil, nil, answer, context, options)
            }
        }
        guard daemon != nil else { throw Failure(description: "cannot listen on \(Self.shown(host)):\(port)") }
    }

    /// `host` as it stands before `:port` in an address: an IPv6 address in brackets.
    public static func shown(_ host: String) -> String {
        host.contains(":") ? "[\(host)]" : host
    }

    /// Closes the listening socket and waits for the connection threads to end.
    public func stop() {
        guard let running = daemon else { return }
        daemon = nil
        MHD_stop_daemon(running)
    }

    deinit { stop() }

    fileprivate func respond(to connection: OpaquePointer, url: String) -> MHD_Result {
        let host = MHD_lookup_connection_value(connection, .HEADER_KIND, "Host").map { String(cString: $0) }
        guard allowedHosts.allows(host) else { return send(Self.wrongHost, on: connection) }
        var query: [String: String] = [:]
        for key in queryKeys {
            if let value = MHD_lookup_connection_value(connection, .GET_ARGUMENT_KIND, key) { query[key] = String(cString: value) }
        }
        let path = url.removingPercentEncoding ?? url
        return send(handler(path, query), on: connection)
    }

    static let wrongHost = HTTPResponse.text(
        "403 Forbidden: coursec serve answers only requests for localhost, 127.0.0.1, [::1] or the address it listens on\n", status: 403)

    private func send(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
        let created = response.body.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), mustCopy)
        }
        guard let made = created else { return .NO }
        defer { MHD_destroy_response(made) }
        MHD_add_response_header(made, "Content-Type", response.contentType)
        MHD_add_response_header(made, "Cache-Control", "no-store")
        return MHD_queue_response(connection, UInt32(response.status), made)
    }
}

/// MHD_RESPMEM_MUST_COPY (0 persistent, 1 must free, 2 must copy): the buffer is ours.
private let mustCopy = MHD_ResponseMemoryMode(rawValue: 2)!

/// libmicrohttpd's access handler: one call per request (GET has no body to wait for).
private let answer: MHD_AccessHandlerCallback = { context, connection, url, _, _, _, _, _ in
    guard let context, let connection, let url else { return .NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    return server.respond(to: connection, url: String(cString: url))
}

/// An IPv4 or IPv6 socket address, as bind and libmicrohttpd take it.
private enum SocketAddress {
    case v4(sockaddr_in)
    case v6(sockaddr_in6)

    init?(host: String, port: UInt16) {
        var v4 = sockaddr_in()
        v4.sin_family = sa_family_t(AF_INET)
        v4.sin_port = port.bigEndian
        if inet_pton(AF_INET, host, &v4.sin_addr) == 1 {
            self = .v4(v4)
            return
        }
        var v6 = sockaddr_in6()
        v6.sin6_family = sa_family_t(AF_INET6)
        v6.sin6_port = port.bigEndian
        guard inet_pton(AF_INET6, host, &v6.sin6_addr) == 1 else { return nil }
        self = .v6(v6)
    }

    var family: Int32 {
        switch self {
        case .v4: AF_INET
        case .v6: AF_INET6
        }
    }

    func withSocketAddress<T>(_ body: (UnsafeMutablePointer<sockaddr>, socklen_t) -> T) -> T {
        switch self {
        case .v4(var address):
            return withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        case .v6(var address):
            return withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        }
    }
}
