import CoursecSupport
import CourseModel
import Foundation
import Testing

/// FIPS 180-4 test vectors, and one checked against coreutils' sha256sum.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        (String(repeating: "a", count: 1000), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"),
    ])
    func hashesLikeTheStandard(_ input: String, _ digest: String) {
        #expect(SHA256.hex(input) == digest)
    }

    @Test func hashesTheSameWhetherFedAtOnceOrInPieces() {
        var pieces = SHA256()
        pieces.update("abcdbcdecdefdefgefghfghighijhijk")
        pieces.update("ijkljklmklmnlmnomnopnopq")
        #expect(pieces.finalize() == SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"))
    }

    /// A `Data` slice is copied in one move, other sequences a byte at a time: the same digest.
    @Test func hashesADataSliceAsItsBytes() {
        let data = Data("xxabcyy".utf8)
        var slice = SHA256()
        slice.update(data[2..<5])
        var lazy = SHA256()
        lazy.update("abc".utf8.lazy.map { $0 })
        #expect(slice.finalize() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(lazy.finalize() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    /// RFC 4231, test cases 1 and 2.
    @Test func signsLikeRFC4231() {
        #expect(SHA256.hmac(key: [UInt8](repeating: 0x0b, count: 20), message: Array("Hi There".utf8))
            == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(SHA256.hmac(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8))
            == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }
}
