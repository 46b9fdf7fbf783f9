import Foundation
import Testing
import SherpaCore
import SherpaTestSupport

@Suite("SHA-256 and folder digests")
struct SHA256Tests {
    @Test("Known vectors from FIPS 180-4", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func knownVectors(input: String, digest: String) {
        #expect(SHA256.hex(of: Array(input.utf8)) == digest)
    }

    @Test("A million bytes hash the same as the reference")
    func longInput() {
        #expect(SHA256.hex(of: [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("A folder digest changes when a file's bytes or name change")
    func folderDigestSeesChanges() throws {
        let folder = try TemporaryFolder()
        try folder.write("a", to: "one.swift")
        let first = try FolderDigest.compute(folder: folder.url)
        try folder.write("b", to: "one.swift")
        let edited = try FolderDigest.compute(folder: folder.url)
        try FileManager.default.moveItem(at: folder.url.appendingPathComponent("one.swift"), to: folder.url.appendingPathComponent("two.swift"))
        let renamed = try FolderDigest.compute(folder: folder.url)
        #expect(Set([first, edited, renamed]).count == 3)
    }
}
