import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// `sherpa check` on a learner's folder that holds what the tree walk skips: the folder itself
/// a link, a file name that is not UTF-8, a linked file. A fake `swift` keeps these cheap.
@Suite("sherpa check and the learner's folder")
struct CheckCommandFolderTests {
    let course: URL

    init() throws {
        course = try SherpaProcess.copyOfFixture("CounterCourse")
    }

    private func check(_ runner: RecordingBuild) -> JourneyRun {
        let buffer = OutputBuffer()
        let context = CommandContext(currentDirectory: course, console: .capturing(buffer), processes: runner, environment: [:], readLine: { nil })
        let code = SherpaCLI.main(["check", "fails"], context: context)
        return JourneyRun(code: code, stdout: buffer.stdout, stderr: buffer.stderr)
    }

    @Test("A section folder that is a symbolic link is refused with a message naming it, and nothing is built")
    func folderLinkIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: course) }
        let folder = course.appendingPathComponent("Exercises/fails")
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: course.appendingPathComponent("Exercises/passes"))
        let runner = RecordingBuild()
        let run = check(runner)
        #expect(run.code == ExitCode.environment)
        #expect(run.stderr.contains("\(folder.path) is a symbolic link"))
        #expect(runner.calls == 0)
    }

    @Test("A file whose name is not UTF-8 is skipped, and the report names it with its bytes escaped")
    func undecodableNameIsNamed() throws {
        defer { try? FileManager.default.removeItem(at: course) }
        try RawFileName.createFile(named: RawFileName.undecodable, in: course.appendingPathComponent("Exercises/fails"))
        let runner = RecordingBuild()
        let run = check(runner)
        #expect(run.code == ExitCode.buildError, "the check went on to the (failing) build")
        #expect(run.stdout.contains(#"Exercises/fails/bad-\xFF\xFE.swift was skipped"#))
        #expect(runner.calls == 1)
    }

    @Test("A linked Swift file is named as skipped")
    func linkedFileIsNamed() throws {
        defer { try? FileManager.default.removeItem(at: course) }
        try FileManager.default.createSymbolicLink(
            at: course.appendingPathComponent("Exercises/fails/Borrowed.swift"),
            withDestinationURL: course.appendingPathComponent("Exercises/passes/Counter.swift")
        )
        let run = check(RecordingBuild())
        #expect(run.stdout.contains("Exercises/fails/Borrowed.swift is a symbolic link"))
    }
}

/// A `swift` whose build fails at once, counting how often it was asked.
private final class RecordingBuild: ProcessRunning, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var calls: Int { lock.withLock { count } }

    func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
        lock.withLock { count += 1 }
        return ProcessOutcome(exitCode: 1, stderr: "error: the fake build stops here\n")
    }
}
