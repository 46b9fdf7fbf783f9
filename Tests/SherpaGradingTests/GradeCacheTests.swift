import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
import SherpaTestSupport

/// The regrade cache trusts an entry only when it matches its seal, which needs this machine's
/// secret: an entry anyone edited is graded again.
@Suite("The regrade cache")
struct GradeCacheTests {
    let folder: TemporaryFolder
    let cache: GradeCache
    let submission = Submission(learner: "ada", layout: .sectionFolder, copy: nil, notes: [], submittedAt: nil, digest: "digest-1")
    let failing: CheckReport

    init() throws {
        folder = try TemporaryFolder()
        cache = try Self.cache(in: folder, secret: "grade-cache.key")
        var report = CheckReport(section: "section-2", variant: .submission, status: .fail, message: "1 of 2 checks do not pass yet.")
        report.tests = [ShippedCourse.outcome("a", .pass), ShippedCourse.outcome("b", .fail)]
        failing = report
    }

    static func cache(
        in folder: TemporaryFolder, secret: String, toolchain: String = "Swift version 6.3.1", sandboxLimitations: [String] = []
    ) throws -> GradeCache {
        try GradeCache(
            folder: folder.url.appendingPathComponent("cache"), secretFile: folder.url.appendingPathComponent(secret),
            workspace: ShippedCourse.workspace(), section: ShippedCourse.section("2"), limits: CheckLimits(), toolchain: toolchain,
            sandboxLimitations: sandboxLimitations
        )
    }

    var entryFile: URL {
        folder.url.appendingPathComponent("cache/\(ClassPackage.key(for: "ada")).json")
    }

    /// Rewrites the stored entry's report as someone without the secret would: same key and
    /// layout, a passing report in place of the real one.
    func forgePassingEntry() throws {
        var entry = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: entryFile)) as? [String: Any])
        var passing = failing
        passing.status = .pass
        passing.tests = passing.tests.map { test in var test = test; test.status = .pass; return test }
        let forged = try JSONEncoder().encode(passing)
        if entry["report"] is String {
            entry["report"] = forged.base64EncodedString()
        } else {
            entry["report"] = try JSONSerialization.jsonObject(with: forged)
        }
        try JSONSerialization.data(withJSONObject: entry).write(to: entryFile)
    }

    @Test("An entry as stored is remembered")
    func storedEntryIsRemembered() throws {
        try cache.store(failing, for: submission)
        #expect(cache.report(for: submission) == failing)
    }

    @Test("An entry whose report was edited is ignored, so the hand-in is tested again")
    func tamperedEntryIsIgnored() throws {
        try cache.store(failing, for: submission)
        try forgePassingEntry()
        #expect(cache.report(for: submission) == nil)
    }

    @Test("An entry sealed with another machine's secret is ignored")
    func otherSecretIsIgnored() throws {
        try cache.store(failing, for: submission)
        let elsewhere = try Self.cache(in: folder, secret: "other-machine.key")
        #expect(elsewhere.report(for: submission) == nil)
    }

    @Test("The secret is made once, readable by its owner only, and kept across grades")
    func secretIsPrivateAndStable() throws {
        try cache.store(failing, for: submission)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent("grade-cache.key").path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try Self.cache(in: folder, secret: "grade-cache.key").report(for: submission) == failing)
    }

    @Test("A result remembered from an unconfined grade is not reused by a sandboxed grade")
    func unconfinedResultIsNotReusedWhenConfined() throws {
        let unconfined = try Self.cache(in: folder, secret: "grade-cache.key", sandboxLimitations: ["Reads are not confined: bubblewrap is not installed."])
        try unconfined.store(failing, for: submission)
        #expect(unconfined.report(for: submission) == failing)
        #expect(cache.report(for: submission) == nil)
    }

    @Test("A result remembered under other sandbox limitations is not reused")
    func otherLimitationsAreNotReused() throws {
        let noNetworkOnly = try Self.cache(in: folder, secret: "grade-cache.key", sandboxLimitations: ["Processes may outlive the run."])
        try noNetworkOnly.store(failing, for: submission)
        let other = try Self.cache(in: folder, secret: "grade-cache.key", sandboxLimitations: ["Reads are not confined."])
        #expect(other.report(for: submission) == nil)
    }

    @Test("A result remembered with another toolchain is not reused")
    func otherToolchainIsNotReused() throws {
        try cache.store(failing, for: submission)
        let newer = try Self.cache(in: folder, secret: "grade-cache.key", toolchain: "Swift version 6.4")
        #expect(newer.report(for: submission) == nil)
    }

    @Test("A result remembered before learners had test processes of their own is not reused")
    func resultOfSharedRunnersIsNotReused() throws {
        // The entry exactly as the previous sherpa stored it: a key without the runners' layout
        // or the sandbox, sealed with this machine's secret.
        var course = SHA256()
        course.update("sherpa-grade-cache \(GradeCache.version)\n")
        course.update("Swift version 6.3.1")
        let limits = CheckLimits()
        course.update("\(limits.perTest) \(limits.perRun) \(limits.output)\n")
        course.update(cache.courseRevision)
        var key = SHA256()
        key.update(course.finalize())
        key.update(submission.learner)
        key.update(submission.digest)
        let oldKey = key.finalize()
        let report = try JSONEncoder().encode(failing)
        let secret = try Array(Data(contentsOf: folder.url.appendingPathComponent("grade-cache.key")))
        let seal = GradeCache.hmac(secret: secret, message: Array(oldKey.utf8) + [0x0A] + Array(report))
        let entry: [String: Any] = ["key": oldKey, "report": report.base64EncodedString(), "seal": seal]
        try FileManager.default.createDirectory(at: entryFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: entry).write(to: entryFile)
        #expect(cache.report(for: submission) == nil)
    }

    @Test("HMAC-SHA-256 gives RFC 4231's first test vector")
    func hmacMatchesTheRFC() {
        let key = [UInt8](repeating: 0x0B, count: 20)
        #expect(GradeCache.hmac(secret: key, message: Array("Hi There".utf8)) == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
    }
}
