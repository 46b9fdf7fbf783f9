import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SherpaCore
import SherpaTestSupport

@Suite("The source tree walk")
struct SourceTreeTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("struct A {}\n", to: "code/A.swift")
        try folder.write("struct B {}\n", to: "code/Sub/B.swift")
        try folder.write("notes\n", to: "code/notes.txt")
        try folder.write("secret\n", to: "code/.hidden.swift")
    }

    var code: URL { folder.url.appendingPathComponent("code") }

    @Test("Regular files are listed, sorted and relative; hidden files are skipped")
    func listsFiles() throws {
        #expect(try SourceTree.files(in: code) == ["A.swift", "Sub/B.swift", "notes.txt"])
        #expect(try SourceTree.files(in: code, extensions: ["swift"]) == ["A.swift", "Sub/B.swift"])
    }

    @Test("Hidden files are listed when asked for")
    func includesHidden() throws {
        #expect(try SourceTree.listing(in: code, includeHidden: true).files.contains(".hidden.swift"))
    }

    @Test("A folder that is itself a symbolic link is refused, naming the link")
    func folderLinkIsRefused() throws {
        let link = folder.url.appendingPathComponent("linked")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: code)
        #expect(throws: SourceTreeError.folderIsLink(path: link.path, target: code.path)) {
            _ = try SourceTree.files(in: link)
        }
    }

    @Test("A file name that is not UTF-8 is skipped and named with its bytes escaped, and the walk goes on")
    func undecodableNameIsSkipped() throws {
        try RawFileName.createFile(named: RawFileName.undecodable, in: code)
        let listing = try SourceTree.listing(in: code, extensions: ["swift"])
        #expect(listing.files == ["A.swift", "Sub/B.swift"])
        #expect(listing.undecodableNames == [#"bad-\xFF\xFE.swift"#])
        #expect(listing.skippedNotes(displayPath: "Exercises/S2") == [#"Exercises/S2/bad-\xFF\xFE.swift was skipped: its name is not valid UTF-8. Rename it (the escaped bytes show where)."#])
    }

    @Test("A linked file and a linked folder are skipped, never followed, and reported")
    func linksAreReported() throws {
        let outside = try TemporaryFolder()
        try outside.write("struct Outside {}\n", to: "Outside.swift")
        try FileManager.default.createSymbolicLink(at: code.appendingPathComponent("Linked.swift"), withDestinationURL: outside.url.appendingPathComponent("Outside.swift"))
        try FileManager.default.createSymbolicLink(at: code.appendingPathComponent("Elsewhere"), withDestinationURL: outside.url)
        let listing = try SourceTree.listing(in: code, extensions: ["swift"])
        #expect(listing.files == ["A.swift", "Sub/B.swift"])
        #expect(listing.links == ["Elsewhere", "Linked.swift"])
        #expect(listing.skippedNotes(displayPath: "Ex")[0].contains("Ex/Elsewhere is a symbolic link"))
    }

    @Test("Escaping keeps valid UTF-8, accents included, and escapes only the bad bytes")
    func escaping() {
        #expect(SourceTree.escaped(Array("café-".utf8) + [0x80]) == #"café-\x80"#)
    }

    @Test("A folder that does not exist lists nothing")
    func missingFolder() throws {
        #expect(try SourceTree.files(in: folder.url.appendingPathComponent("nothing")).isEmpty)
    }
}
