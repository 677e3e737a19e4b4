import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Raw HTTP over a TCP connection to loopback: for requests a URL session will not send
/// as written (a chosen `Host:`, none at all, HTTP/1.0), and for connections left open.
public enum LoopbackClient {
    /// A TCP connection to 127.0.0.1:`port` (or [::1]:`port`), or -1.
    public static func connection(port: UInt16, ipv6: Bool = false) -> Int32 {
        let connection = socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard connection >= 0 else { return -1 }
        let connected: Int32
        if ipv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            _ = inet_pton(AF_INET6, "::1", &address.sin6_addr)
            connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        guard connected == 0 else {
            close(connection)
            return -1
        }
        return connection
    }

    /// The whole response to `request` sent on a new connection to `port`, read until the server closes.
    public static func exchange(_ request: String, port: UInt16, ipv6: Bool = false) -> String {
        let connection = connection(port: port, ipv6: ipv6)
        guard connection >= 0 else { return "" }
        defer { close(connection) }
        let bytes = Array(request.utf8)
        guard send(connection, bytes, bytes.count, 0) == bytes.count else { return "" }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            response += buffer[0..<count]
        }
        return String(decoding: response, as: UTF8.self)
    }
}
