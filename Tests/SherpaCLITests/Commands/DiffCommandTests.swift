import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

@Suite("sherpa diff")
struct JourneyDiffCommandTests {
    @Test("Before the check passes, diff refuses and shows nothing of the solution")
    func gated() throws {
        let course = try JourneyWorkspace()
        let run = course.run(["diff", "1"])
        #expect(run.code == ExitCode.failure)
        #expect(!run.stdout.contains("\"books\""))
        #expect(run.stdout.contains("diff section-1 --force"))
    }

    @Test("--force shows the solution before the check passes")
    func forced() throws {
        let course = try JourneyWorkspace()
        let run = course.run(["diff", "1", "--force"])
        #expect(run.code == 0)
        #expect(run.stdout.contains("+let audit = [\"books\": \"state\"]"))
    }

    @Test("Once the check has passed, diff shows the learner's lines with - and the solution's with +")
    func afterPassing() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: true)
        let run = course.run(["diff", "1"])
        #expect(run.code == 0)
        #expect(run.stdout.contains("--- yours/Audit.swift\n+++ solution/Audit.swift\n@@ -1,2 +1,1 @@\n-// TODO: say which member holds the state\n-let audit = [String: String]()\n+let audit = [\"books\": \"state\"]\n"))
    }

    @Test("A file only the solution has is shown whole")
    func solutionOnlyFile() throws {
        let course = try JourneyWorkspace()
        let run = course.run(["diff", "1", "--force"])
        #expect(run.stdout.contains("+++ solution/Book.swift  (only the solution has this file)\n+struct Book {}\n"))
    }

    @Test("Files that are the same in both are named, not printed")
    func identicalFiles() throws {
        let course = try JourneyWorkspace()
        try course.folder.write("struct Screen2 {}\n", to: "Exercises/Section2-Topic2/Screen.swift")
        let run = course.run(["diff", "2", "--force"])
        #expect(run.stdout.contains("0 files differ; the same in both: Screen.swift."))
    }

    @Test("A comparison is recorded, noting when it came before a pass")
    func recorded() throws {
        let course = try JourneyWorkspace()
        course.run(["diff", "1", "--force"])
        let entry = try #require(course.progress().activity.last)
        #expect(entry.kind == .diff)
        #expect(entry.summary.contains("before passing"))
    }

    @Test("A file whose name is not UTF-8 is skipped and named, and the other files are compared")
    func undecodableNameIsNamed() throws {
        let course = try JourneyWorkspace()
        try RawFileName.createFile(named: RawFileName.undecodable, in: course.root.appendingPathComponent("Exercises/Section1-Topic1"))
        let run = course.run(["diff", "1", "--force"])
        #expect(run.code == 0)
        #expect(run.stdout.contains("+++ solution/Audit.swift"))
        #expect(run.stderr.contains(#"Exercises/Section1-Topic1/bad-\xFF\xFE.swift was skipped"#))
    }
}

@Suite("The line diff")
struct JourneyLineDiffTests {
    func changes(_ old: [String], _ new: [String]) -> [LineDiff.Change] {
        LineDiff.compare(old, new).map(\.change)
    }

    @Test("Identical texts have no hunks")
    func identical() {
        let lines = LineDiff.compare(["a", "b"], ["a", "b"])
        #expect(LineDiff.hunks(lines).isEmpty)
    }

    @Test("A changed line becomes a removal followed by an addition")
    func changedLine() {
        #expect(changes(["a", "b", "c"], ["a", "x", "c"]) == [.same, .removed, .added, .same])
    }

    @Test("The edit script is the shortest one")
    func minimal() {
        // The classic example from Myers' paper: five edits are enough.
        let old = "ABCABBA".map(String.init)
        let new = "CBABAC".map(String.init)
        #expect(changes(old, new).filter { $0 != .same }.count == 5)
    }

    @Test("The comparison rebuilds both texts")
    func rebuildsBothSides() {
        var generator = JourneySeededGenerator(seed: 7)
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in ["a", "b", "c", "d"].randomElement(using: &generator)! }
            let new = (0..<Int.random(in: 0...12, using: &generator)).map { _ in ["a", "b", "c", "d"].randomElement(using: &generator)! }
            let lines = LineDiff.compare(old, new)
            #expect(lines.filter { $0.change != .added }.map(\.text) == old)
            #expect(lines.filter { $0.change != .removed }.map(\.text) == new)
        }
    }

    @Test("Changes far apart get their own hunks; close ones share one")
    func hunkGrouping() {
        let old = (1...20).map { "line \($0)" }
        var new = old
        new[1] = "changed 2"
        new[17] = "changed 18"
        #expect(LineDiff.hunks(LineDiff.compare(old, new), context: 3).count == 2)
        new[17] = "line 18"
        new[6] = "changed 7"
        #expect(LineDiff.hunks(LineDiff.compare(old, new), context: 3).count == 1)
    }

    @Test("Hunk headers count the lines on each side")
    func hunkHeader() {
        let hunks = LineDiff.hunks(LineDiff.compare(["a", "b", "c"], ["a", "c", "d"]), context: 1)
        #expect(hunks.map(\.header) == ["@@ -1,3 +1,3 @@"])
    }
}

/// A small deterministic generator (SplitMix64), so a failing case can be reproduced.
struct JourneySeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
