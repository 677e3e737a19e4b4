import CourseModel
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

    @Test func hashesTheSameAcrossBlocksFromContiguousAndOtherSequences() {
        let thousand = "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"
        var split = SHA256()
        split.update([UInt8](repeating: 0x61, count: 7))
        split.update([UInt8](repeating: 0x61, count: 130))
        split.update(String(repeating: "a", count: 863))
        #expect(split.finalize() == thousand)
        var lazy = SHA256()
        lazy.update((0..<1000).lazy.map { _ in UInt8(0x61) })
        #expect(lazy.finalize() == thousand)
    }
}
