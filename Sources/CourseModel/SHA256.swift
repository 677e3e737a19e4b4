import COpenSSL

/// SHA-256 and HMAC-SHA256 from OpenSSL's libcrypto, for the verify cache keys, its
/// entries' checksums and signatures, and translation hashes: a maintained library
/// rather than a hand-written one (neither CryptoKit nor swift-crypto exists in the
/// Linux toolchain). The only file that touches libcrypto; only hex strings leave it.
public struct SHA256: Sendable {
    private var bytes: [UInt8] = []

    public init() {}

    /// Adds `bytes` to what is hashed (kept until `finalize`: the inputs are source
    /// files and cache entries, small enough to hash in one call).
    public mutating func update(_ bytes: some Sequence<UInt8>) { self.bytes.append(contentsOf: bytes) }

    public mutating func update(_ text: String) { update(text.utf8) }

    /// The digest as 64 lowercase hex digits.
    public func finalize() -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let succeeded = bytes.withUnsafeBytes { input in
            EVP_Digest(input.baseAddress, input.count, &digest, &length, EVP_sha256(), nil)
        }
        precondition(succeeded == 1 && length == 32, "libcrypto failed to compute a SHA-256")
        return Self.hex(digest.prefix(Int(length)))
    }

    public static func hex(_ text: String) -> String {
        var hasher = SHA256()
        hasher.update(text)
        return hasher.finalize()
    }

    /// HMAC-SHA256 of `message` under `key`, as 64 lowercase hex digits.
    public static func hmac(key: [UInt8], message: [UInt8]) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let result = key.withUnsafeBytes { keyBytes in
            message.withUnsafeBytes { input in
                HMAC(EVP_sha256(), keyBytes.baseAddress, Int32(keyBytes.count),
                     input.baseAddress?.assumingMemoryBound(to: UInt8.self), input.count, &digest, &length)
            }
        }
        precondition(result != nil && length == 32, "libcrypto failed to compute an HMAC-SHA256")
        return hex(digest.prefix(Int(length)))
    }

    private static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef")
        return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xf)]] })
    }
}
