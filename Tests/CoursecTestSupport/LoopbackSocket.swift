import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP socket bound to 127.0.0.1 on a port the kernel picks: a server for a test
/// to listen with, or a port nobody uses once it is closed.
public struct LoopbackSocket {
    public let descriptor: Int32
    public let port: UInt16

    /// Nil when the kernel refuses the socket or the bind.
    public init?() {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard descriptor >= 0, bound else {
            if descriptor >= 0 { _ = Glibc.close(descriptor) }
            return nil
        }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    public func close() { _ = Glibc.close(descriptor) }
}
