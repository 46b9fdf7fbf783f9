import Foundation
import Testing
import SherpaKit

@Suite("The progress store")
struct ProgressStoreTests {
    let folder: TemporaryFolder
    let store: ProgressStore

    init() throws {
        folder = try TemporaryFolder()
        store = ProgressStore(sessionsFolder: folder.url.appendingPathComponent(".sessions"), route: "ios-app-patterns", now: { Date(timeIntervalSince1970: 1_800_000_000) })
    }

    @Test("A recorded check can be read back")
    func roundTrip() throws {
        try store.record(.check, section: "section-2", summary: "check failed") { progress in
            progress[section: "section-2"].checks.append(CheckRecord(at: Date(timeIntervalSince1970: 1_800_000_000), variant: "starter", status: "fail", passed: 3, total: 5, failing: ["a"]))
        }
        let progress = store.load()
        #expect(progress[section: "section-2"].checks.count == 1)
        #expect(progress.activity.map(\.summary) == ["check failed"])
    }

    @Test("A corrupt progress.json is moved aside with a warning and nothing is deleted")
    func corruptFileIsMovedAside() throws {
        try folder.write("{ this is not json", to: ".sessions/ios-app-patterns/progress.json")
        let progress = store.load()
        #expect(progress.sections.isEmpty)
        #expect(store.warnings.count == 1)
        #expect(store.warnings[0].contains("moved to progress.corrupt-"))
        let files = try FileManager.default.contentsOfDirectory(atPath: store.routeFolder.path)
        let aside = try #require(files.first { $0.hasPrefix("progress.corrupt-") })
        #expect(try String(contentsOf: store.routeFolder.appendingPathComponent(aside), encoding: .utf8) == "{ this is not json")
    }

    @Test("Writes leave no temporary files behind")
    func atomicWrite() throws {
        try store.record(.hint, section: "section-1", summary: "hint 1")
        let files = try FileManager.default.contentsOfDirectory(atPath: store.routeFolder.path)
        #expect(files.filter { $0.hasPrefix("progress") } == ["progress.json"])
    }

    @Test("While another sherpa holds the lock, a write waits and then fails with a clear message")
    func secondSherpaIsRefused() throws {
        let lockPath = folder.url.appendingPathComponent(".sessions/.lock").path
        let holder = try FileLock(path: lockPath, timeout: 1)
        // flock locks belong to open file descriptions, so a second open in this process contends like another process would.
        #expect(throws: LockError.busy(path: lockPath, waited: 0.3)) {
            _ = try FileLock(path: lockPath, timeout: 0.3)
        }
        withExtendedLifetime(holder) {}
    }
}
