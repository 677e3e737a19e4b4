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
    /// Contiguous bytes (a `Data` slice, a native string's UTF-8) are copied in one move:
    /// appended a byte at a time, as a `Data` slice was, checksumming the 6,000 page
    /// cache entries a build after one lesson changed reads cost more than hashing them.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        let copied: Void? = bytes.withContiguousStorageIfAvailable { self.bytes.append(contentsOf: $0) }
        if copied == nil { self.bytes.append(contentsOf: bytes) }
    }

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

    /// Written as ASCII bytes in one buffer: a verify makes tens of thousands of keys,
    /// and building the string a Character at a time was a twentieth of a no-change verify.
    private static func hex(_ bytes: some Collection<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: bytes.count * 2) { buffer in
            var index = 0
            for byte in bytes {
                buffer[index] = digits[Int(byte >> 4)]
                buffer[index + 1] = digits[Int(byte & 0xf)]
                index += 2
            }
            return index
        }
    }
}
