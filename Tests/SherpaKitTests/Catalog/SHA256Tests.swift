import Foundation
import Testing
import SherpaKit

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

@Suite("Finding sections")
struct WorkspaceTests {
    func workspace() throws -> Workspace {
        try Workspace.locate(from: SherpaProcess.repositoryRoot.appendingPathComponent("Tests/SherpaKitTests/Fixtures/CounterCourse/Exercises"))
    }

    @Test("The catalog is found from a subfolder")
    func locatesFromSubfolder() throws {
        #expect(try workspace().catalog.route == "counter-course")
    }

    @Test("A section is found by number, id or slug", arguments: ["2", "section-2", "fails", "FAILS"])
    func resolvesNames(name: String) throws {
        #expect(try workspace().section(named: name).id == "section-2")
    }

    @Test("An unknown name is a catalog error that lists the slugs")
    func unknownName() throws {
        #expect(throws: CatalogError.self) { try workspace().section(named: "nine") }
    }

    @Test("A catalog of another format version is refused with its version named")
    func otherFormatVersion() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"formatVersion": 9}"#, to: "sherpa/catalog.json")
        #expect(throws: CatalogError.unsupportedFormat(path: folder.url.appendingPathComponent("sherpa/catalog.json").path, found: 9)) {
            try Workspace.locate(from: folder.url)
        }
    }
}

@Suite("Command-line arguments")
struct ArgumentListTests {
    @Test("Flags, options and positionals are taken in any order")
    func anyOrder() throws {
        var list = ArgumentList(["--jobs", "4", "section-2", "--json", "--format=csv"])
        let json = list.flag("--json")
        #expect(json)
        #expect(try list.option("--jobs") == "4")
        #expect(try list.option("--format") == "csv")
        #expect(list.positional() == "section-2")
        try list.finish()
    }

    @Test("Leftovers are a usage error naming the word")
    func leftovers() {
        let list = ArgumentList(["--nope"])
        #expect(throws: UsageError("Unknown option --nope.")) { try list.finish() }
    }

    @Test("An option without its value is a usage error")
    func optionWithoutValue() {
        var list = ArgumentList(["--jobs"])
        #expect(throws: UsageError("--jobs needs a value.")) { _ = try list.option("--jobs") }
    }
}
