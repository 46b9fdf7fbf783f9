import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// `sherpa grade` in-process on classes where nothing needs building (learners who handed in an
/// empty folder), so no compiler runs: where it refuses to write, what it leaves in its output
/// folder, and what Ctrl-C would say.
@Suite("sherpa grade: its output folder", .serialized)
struct GradeCommandOutputTests {
    /// Answers `swift --version`, noting what a signal would stop at that moment; anything else
    /// fails, as on a machine with no tools.
    final class NoTools: ProcessRunning, @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [InterruptedWork] = []
        var interruptedWork: [InterruptedWork] { lock.withLock { seen } }

        func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
            guard invocation.arguments == ["--version"] else { return ProcessOutcome(exitCode: 127, stderr: "no tools here") }
            let work = StopSignals.interruptedWork
            lock.withLock { seen.append(work) }
            return ProcessOutcome(exitCode: 0, stdout: "Swift version 6.3.1\n")
        }
    }

    let course: URL
    let submissions: URL
    let tools = NoTools()

    init() throws {
        course = try SherpaProcess.copyOfFixture("CounterCourse")
        submissions = course.appendingPathComponent("hand-ins")
        for learner in ["ada", "bo"] {
            try FileManager.default.createDirectory(at: submissions.appendingPathComponent(learner), withIntermediateDirectories: true)
        }
    }

    /// Runs `sherpa grade hand-ins --section tested --unconfined` with `extra` words.
    func grade(_ extra: [String]) -> (code: Int32, output: OutputBuffer) {
        let buffer = OutputBuffer()
        let context = CommandContext(currentDirectory: URL(fileURLWithPath: course.path, isDirectory: true), console: .capturing(buffer), processes: tools, environment: [:], readLine: { nil })
        let code = SherpaCLI.main(["grade", "hand-ins", "--section", "tested", "--unconfined"] + extra, context: context)
        return (code, buffer)
    }

    func exists(_ relative: String, in folder: String) -> Bool {
        FileManager.default.fileExists(atPath: course.appendingPathComponent(folder).appendingPathComponent(relative).path)
    }

    @Test("--out inside the submissions folder is refused before grading, naming both paths")
    func outputInsideSubmissionsIsRefused() {
        let run = grade(["--out", "hand-ins/grades"])
        #expect(run.code != ExitCode.success)
        #expect(run.output.stderr.contains(submissions.appendingPathComponent("grades").path), "\(run.output.stderr)")
        #expect(run.output.stderr.contains("inside the submissions folder \(submissions.path)"), "\(run.output.stderr)")
        #expect(!exists("grades", in: "hand-ins"))
    }

    @Test("A regrade without a learner removes that learner's results and feedback, and keeps everyone else's")
    func regradeRemovesStaleLearnerFiles() throws {
        #expect(grade(["--out", "out"]).code == ExitCode.success)
        #expect(exists("results/bo.json", in: "out") && exists("feedback/bo.md", in: "out"))
        try FileManager.default.removeItem(at: submissions.appendingPathComponent("bo"))
        let second = grade(["--out", "out"])
        #expect(second.code == ExitCode.success, "\(second.output.stderr)")
        #expect(!exists("results/bo.json", in: "out"))
        #expect(!exists("feedback/bo.md", in: "out"))
        #expect(exists("results/ada.json", in: "out") && exists("feedback/ada.md", in: "out"))
    }

    @Test("A file sherpa did not write in results/ is refused with its path before grading, and never deleted")
    func unknownResultFileIsRefused() throws {
        let stray = course.appendingPathComponent("out/results/old-learner.json")
        try FileManager.default.createDirectory(at: stray.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: stray)
        let run = grade(["--out", "out"])
        #expect(run.code != ExitCode.success)
        #expect(run.output.stderr.contains(stray.path), "\(run.output.stderr)")
        #expect(FileManager.default.fileExists(atPath: stray.path))
        #expect(!exists("gradebook.csv", in: "out"))
        #expect(tools.interruptedWork.isEmpty, "the grade ran before refusing")
    }

    @Test("A file beside sherpa's outputs is kept across regrades")
    func otherFilesAreKept() throws {
        #expect(grade(["--out", "out"]).code == ExitCode.success)
        try Data("mine".utf8).write(to: course.appendingPathComponent("out/notes.txt"))
        try FileManager.default.removeItem(at: submissions.appendingPathComponent("bo"))
        #expect(grade(["--out", "out"]).code == ExitCode.success)
        #expect(exists("notes.txt", in: "out"))
    }

    @Test("While a grade runs, Ctrl-C would say that the grade stopped, not a check")
    func interruptNamesTheGrade() {
        _ = grade(["--out", "out"])
        #expect(!tools.interruptedWork.isEmpty && tools.interruptedWork.allSatisfy { $0 == .grade })
    }

    @Test("The interrupt sentence of a grade says grade and never check")
    func interruptSentenceSaysGrade() {
        let sentence = StopSignals.message(after: SIGINT, stoppedAny: true, work: .grade)
        #expect(sentence.contains("grade"))
        #expect(!sentence.contains("check"))
        #expect(StopSignals.message(after: SIGINT, stoppedAny: true, work: .check).contains("the unfinished check was not recorded"))
    }
}
