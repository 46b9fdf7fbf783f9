import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

@Suite("The pager a guide page is read through")
struct PagerTests {
    /// A folder for PATH that holds an executable `less`, or nothing.
    func path(withLess: Bool) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        if withLess {
            try folder.write("#!/bin/sh\ncat\n", to: "less")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.appendingPathComponent("less").path)
        }
        return folder
    }

    @Test("PAGER is run as the reader wrote it, arguments and all")
    func readersPager() throws {
        let folder = try path(withLess: true)
        #expect(Pager.preferred(environment: ["PAGER": "most -s", "PATH": folder.url.path]) == Pager(command: "most -s"))
    }

    @Test("Without PAGER, less -R is the pager when less is on the PATH")
    func lessByDefault() throws {
        let folder = try path(withLess: true)
        #expect(Pager.preferred(environment: ["PATH": folder.url.path]) == Pager(command: "less -R"))
    }

    @Test("Without PAGER or less there is no pager")
    func noPager() throws {
        let folder = try path(withLess: false)
        #expect(Pager.preferred(environment: ["PATH": folder.url.path]) == nil)
    }

    @Test("An empty PAGER asks for no pager")
    func emptyPager() throws {
        let folder = try path(withLess: true)
        #expect(Pager.preferred(environment: ["PAGER": "", "PATH": folder.url.path]) == nil)
    }

    @Test("The pager reads the whole text on its standard input")
    func handsOverTheText() throws {
        let folder = try TemporaryFolder()
        let copy = folder.url.appendingPathComponent("shown.txt")
        let text = String(repeating: "A line of the guide page, long enough to fill the pipe.\n", count: 4_000)
        #expect(Pager(command: "cat > '\(copy.path)'").show(text))
        #expect(try String(contentsOf: copy, encoding: .utf8) == text)
    }

    @Test("A pager that cannot be run says so, so the text can be printed instead")
    func missingPager() {
        #expect(!Pager(command: "/nonexistent/sherpa-test-pager 2>/dev/null").show("text"))
    }
}
