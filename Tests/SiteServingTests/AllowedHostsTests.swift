import SiteServing
import Testing

/// Which `Host:` headers the preview answers: the loopback names and its own address,
/// with any port; never a host name a page elsewhere could rebind to 127.0.0.1.
@Suite struct AllowedHostsTests {
    @Test func loopbackNamesAndTheListeningAddressAreAllowedWithOrWithoutAPort() {
        let hosts = AllowedHosts(listeningOn: "127.0.0.2")
        for header in ["localhost", "LocalHost:8000", "127.0.0.1", "127.0.0.1:9000", "[::1]", "[::1]:8000", "127.0.0.2", "127.0.0.2:80"] {
            #expect(hosts.allows(header), "\(header)")
        }
    }

    @Test func anotherHostNameOrAddressIsRefused() {
        let hosts = AllowedHosts(listeningOn: "127.0.0.1")
        for header in ["evil.example", "evil.example:8000", "localhost.evil.example", "127.0.0.2", "[::2]", ""] {
            #expect(!hosts.allows(header), "\(header)")
        }
    }

    @Test func whatFollowsTheHostMustBeAPort() {
        let hosts = AllowedHosts(listeningOn: "127.0.0.1")
        for header in ["localhost:", "localhost:80a", "localhost:80:80", "[::1]x", "[::1"] {
            #expect(!hosts.allows(header), "\(header)")
        }
    }

    @Test func listeningOnEveryAddressAllowsAnyLiteralAddressButNoOtherName() {
        for address in ["0.0.0.0", "::"] {
            let hosts = AllowedHosts(listeningOn: address)
            #expect(hosts.allows("192.168.1.20:8000"))
            #expect(hosts.allows("[fe80::1]"))
            #expect(!hosts.allows("evil.example"))
        }
    }

    @Test func aRequestWithoutAHostHeaderIsAnswered() {
        #expect(AllowedHosts(listeningOn: "127.0.0.1").allows(nil))
    }
}
