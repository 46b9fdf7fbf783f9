import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

@Suite("The assistant's notes in .sessions/")
struct AssistantNotesTests {
    static let notesPath = ".sessions/" + AssistantNotes.fileName
    static let written = "# Notes\n\nMixed up the repository and the view model in section 3.\nConfidence: \"about a 6\".\n"

    @Test("The first save creates the notes file from the template, with its three headings")
    func createdOnFirstSave() throws {
        let course = try JourneyWorkspace()
        course.run(["hint", "1"])
        let text = try course.read(Self.notesPath)
        #expect(text == AssistantNotes.template)
        for heading in ["## Misconceptions seen", "## Confidence", "## Notes for next time"] { #expect(text.contains(heading)) }
    }

    @Test("Text written in the notes survives hint, guide, reset, wrapup and sessions")
    func survivesJourneyCommands() throws {
        let course = try JourneyWorkspace()
        try course.folder.write(Self.written, to: Self.notesPath)
        let git = JourneyFakeGit(root: course.root, files: ["Exercises/Section1-Topic1/Audit.swift": "let audit = [String: String]()\n"])
        #expect(course.run(["hint", "1"]).code == ExitCode.success)
        #expect(course.run(["guide", "1"]).code == ExitCode.success)
        #expect(course.run(["reset", "1"], processes: git).code == ExitCode.success)
        #expect(course.run(["wrapup", "--confidence", "6"]).code == ExitCode.success)
        #expect(course.run(["sessions"]).code == ExitCode.success)
        #expect(try course.read(Self.notesPath) == Self.written)
    }

    @Test("Text written in the notes survives a quiz")
    func survivesQuiz() throws {
        let course = try QuizCourse()
        try course.folder.write(Self.written, to: Self.notesPath)
        try course.folder.write(QuizSamples.rightAnswers.joined(separator: "\n") + "\n", to: "answers.txt")
        #expect(course.run(["quiz", "section-1", "--answers", "answers.txt"]) == ExitCode.success)
        #expect(try course.store.loadForWriting()[section: "section-1"].quiz != nil, "the quiz saved progress")
        #expect(try String(contentsOf: course.root.appendingPathComponent(Self.notesPath), encoding: .utf8) == Self.written)
    }

    @Test("Text written in the notes survives a check")
    func survivesCheck() throws {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        defer { try? FileManager.default.removeItem(at: course) }
        let notes = course.appendingPathComponent(Self.notesPath)
        try FileManager.default.createDirectory(at: notes.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.written.utf8).write(to: notes)
        let context = CommandContext(currentDirectory: course, console: .capturing(OutputBuffer()), processes: FailingBuild(), environment: [:], readLine: { nil })
        #expect(SherpaCLI.main(["check", "fails"], context: context) == ExitCode.buildError)
        #expect(FileManager.default.fileExists(atPath: course.appendingPathComponent(".sessions/counter-course/progress.json").path), "the check saved progress")
        #expect(try String(contentsOf: notes, encoding: .utf8) == Self.written)
    }

    @Test("Creating the notes never replaces a file that is already there, even an empty one")
    func neverReplaces() throws {
        let folder = try TemporaryFolder()
        try folder.write("", to: ".sessions/" + AssistantNotes.fileName)
        let created = try AssistantNotes.createIfMissing(in: folder.url.appendingPathComponent(".sessions"))
        #expect(!created)
        #expect(try String(contentsOf: folder.url.appendingPathComponent(Self.notesPath), encoding: .utf8) == "")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent(".sessions").path)
        #expect(leftovers == [AssistantNotes.fileName])
    }

    @Test("The index links to the notes file")
    func indexLinks() throws {
        let course = try JourneyWorkspace()
        course.run(["hint", "1"])
        #expect(try course.read(".sessions/index.md").contains("[\(AssistantNotes.fileName)](\(AssistantNotes.fileName))"))
    }
}

/// A `swift` whose build fails at once.
private struct FailingBuild: ProcessRunning {
    func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
        ProcessOutcome(exitCode: 1, stderr: "error: the fake build stops here\n")
    }
}
