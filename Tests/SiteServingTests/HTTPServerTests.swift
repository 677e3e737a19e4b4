import CoursecTestSupport
import Foundation
import SiteServing
import Testing

/// The preview's web server on a free loopback port: what the handler returns is what
/// a client gets, and a request for a foreign host never reaches the handler.
@Suite struct HTTPServerTests {
    /// A server on a port nobody used a moment ago, answering `path` and the query key `v`.
    static func server() throws -> (HTTPServer, UInt16) {
        let probe = try #require(LoopbackSocket())
        let port = probe.port
        probe.close()
        let server = try HTTPServer(host: "127.0.0.1", port: port, queryKeys: ["v"]) { path, query in
            HTTPResponse.text("\(path) v=\(query["v"] ?? "-") w=\(query["w"] ?? "-")\n", status: path == "/missing" ? 404 : 200)
        }
        return (server, port)
    }

    @Test func theHandlerGetsThePathAndOnlyTheQueryKeysItAskedFor() throws {
        let (server, port) = try Self.server()
        defer { server.stop() }
        let response = LoopbackClient.exchange("GET /c/tr/a.html?v=3&w=4 HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n", port: port)
        #expect(response.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(response.contains("Content-Type: text/plain; charset=utf-8\r\n"))
        #expect(response.hasSuffix("\r\n\r\n/c/tr/a.html v=3 w=-\n"))
    }

    @Test func theHandlersStatusIsTheResponses() throws {
        let (server, port) = try Self.server()
        defer { server.stop() }
        let response = LoopbackClient.exchange("GET /missing HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n", port: port)
        #expect(response.hasPrefix("HTTP/1.1 404 Not Found\r\n"))
    }

    @Test func aRequestForAnotherHostIsRefusedWith403() throws {
        let (server, port) = try Self.server()
        defer { server.stop() }
        let response = LoopbackClient.exchange("GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n", port: port)
        #expect(response.hasPrefix("HTTP/1.1 403 Forbidden\r\n"))
        #expect(response.hasSuffix("\r\n\r\n403 Forbidden: coursec serve answers only requests for localhost, 127.0.0.1, [::1] or the address it listens on\n"))
    }

    @Test func aPortInUseIsNamedInTheError() throws {
        let (server, port) = try Self.server()
        defer { server.stop() }
        let failure = #expect(throws: HTTPServer.Failure.self) { try HTTPServer(host: "127.0.0.1", port: port) { _, _ in .text("") } }
        #expect(failure?.description == "cannot listen on 127.0.0.1:\(port) (Address already in use)")
    }

    @Test func aHostThatIsNotAnAddressIsAnError() {
        let failure = #expect(throws: HTTPServer.Failure.self) { try HTTPServer(host: "localhost", port: 0) { _, _ in .text("") } }
        #expect(failure?.description == "'localhost' is not an IPv4 or IPv6 address such as 127.0.0.1 or ::1")
    }
}
