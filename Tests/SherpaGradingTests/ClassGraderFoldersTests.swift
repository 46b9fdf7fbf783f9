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
import SherpaTestSupport

/// `ClassGrader` on classes where nothing needs building (folders it cannot read, learners who
/// handed in nothing), so no compiler runs: what rows it writes, and how two grades of one section
/// share its build folder.
@Suite("Grading a class: folders and the build folder's lock")
struct ClassGraderFoldersTests {
    /// Answers `swift --version`; anything else fails, as on a machine with no tools.
    struct NoTools: ProcessRunning {
        func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
            invocation.arguments == ["--version"] ? ProcessOutcome(exitCode: 0, stdout: "Swift version 6.3.1\n") : ProcessOutcome(exitCode: 127, stderr: "no tools here")
        }
    }

    let course: URL
    let workspace: Workspace
    let section: CatalogSection
    let submissions: URL

    init() throws {
        course = try SherpaProcess.copyOfFixture("CounterCourse")
        workspace = try Workspace.locate(from: course)
        section = try workspace.section(named: "tested")
        submissions = course.deletingLastPathComponent().appendingPathComponent("hand-ins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: submissions, withIntermediateDirectories: true)
    }

    /// A learner folder named `caf` then the Latin-1 byte for é, which is not UTF-8, holding a Swift file.
    func makeFolderWithLatin1Name() throws {
        let path = Array(submissions.path.utf8) + Array("/caf".utf8) + [0xE9]
        let made = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) }
        }
        try #require(made == 0)
    }

    func grade(roster: [String], rubric: Rubric? = nil, onWait: @escaping @Sendable () -> Void = {}) throws -> Gradebook {
        var options = ClassGrader.Options()
        options.rubric = rubric
        options.roster = Roster(learners: roster)
        options.onWait = onWait
        // The fake runner starts no sandbox; this test is about folders and the lock.
        options.allowUnconfined = true
        return try ClassGrader(environment: RunEnvironment(workspace: workspace, processes: NoTools())).grade(section, submissions: submissions, options: options).gradebook
    }

    @Test("A grade given the rubric its caller loaded scores by that one, not by a second copy read from the course")
    func givenRubricIsTheOneUsed() throws {
        var rubric = try Rubric.load(for: section, in: workspace)
        rubric.version = "given by the caller"
        let gradebook = try grade(roster: ["zed"], rubric: rubric)
        #expect(gradebook.rubric.version == "given by the caller")
    }

    @Test("A folder whose name is not UTF-8 gets a row, under its escaped name, with a note saying why it was not graded")
    func nonUTF8FolderGetsARow() throws {
        try makeFolderWithLatin1Name()
        let gradebook = try grade(roster: ["zed"])
        let row = try #require(gradebook.learners.first { $0.learner == "caf\\xE9" }, "rows: \(gradebook.learners.map(\.learner))")
        #expect(row.status == .unreadableName)
        #expect(row.score.total == 0)
        #expect(row.notes.contains { $0.contains("not valid UTF-8") && $0.contains("Rename it") })
        #expect(gradebook.learners.map(\.learner).sorted() == ["caf\\xE9", "zed"])
    }

    @Test("Two learner folders named José, one precomposed (NFC) and one decomposed (NFD), are refused, naming both")
    func foldersAlikeAfterNormalisationAreRefused() throws {
        try RawFileName.createFolder(named: Array("Jos\u{E9}".utf8), in: submissions)
        try RawFileName.createFolder(named: Array("Jose\u{301}".utf8), in: submissions)
        var refusal = ""
        do {
            let gradebook = try grade(roster: [])
            refusal = "graded, with \(gradebook.learners.count) row(s)"
        } catch {
            refusal = error.localizedDescription
        }
        #expect(refusal.contains("Jos\\u{E9}") && refusal.contains("Jose\\u{301}"), "\(refusal)")
        #expect(refusal.contains(submissions.path), "\(refusal)")
    }

    @Test("The input check refuses the same two folders before anything is built")
    func inputCheckRefusesFoldersAlike() throws {
        try RawFileName.createFolder(named: Array("Jos\u{E9}".utf8), in: submissions)
        try RawFileName.createFolder(named: Array("Jose\u{301}".utf8), in: submissions)
        #expect(throws: GradingError.self) { try GradeInputCheck.submissionsFolder(submissions) }
    }

    @Test("The submissions folder's learners and unreadable names are listed apart")
    func foldersAreListedApart() throws {
        try makeFolderWithLatin1Name()
        try FileManager.default.createDirectory(at: submissions.appendingPathComponent("ada"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: submissions.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try "not a folder".write(to: submissions.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let folders = SubmissionIntake.folders(in: submissions)
        #expect(folders.learners == ["ada"])
        #expect(folders.unreadableNames == ["caf\\xE9"])
    }

    /// Counts calls from another thread.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func record() { lock.withLock { count += 1 } }
        var total: Int { lock.withLock { count } }
    }

    @Test("A grade of a section another grade is using waits for it, says so once, then finishes with the right rows")
    func secondGradeWaitsForTheFirst() async throws {
        let lockPath = workspace.scratchRoot.appendingPathComponent("grade-\(section.id).lock").path
        var first: FileLock? = try FileLock(path: lockPath, timeout: 10)
        let waits = Calls()
        // Signalled when the grade says it waits, and again when it ends, so a grade that never
        // waits cannot leave the test waiting.
        let news = DispatchSemaphore(value: 0)
        let grading = Task { [self] in
            try await DedicatedThread.run {
                defer { news.signal() }
                return try grade(roster: ["ada", "bo"]) {
                    waits.record()
                    news.signal()
                }
            }
        }
        _ = try await DedicatedThread.run { news.wait(timeout: .now() + 600) }
        #expect(waits.total == 1, "the second grade did not say it was waiting")
        #expect(first != nil)
        // The first grade ends, and its lock with it.
        first = nil
        let gradebook = try await grading.value
        #expect(waits.total == 1)
        #expect(gradebook.learners.map(\.learner) == ["ada", "bo"])
        #expect(gradebook.learners.allSatisfy { $0.status == .missing })
    }
}
