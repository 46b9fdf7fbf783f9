import Foundation
import Testing
@testable import SherpaCore
import SherpaTestSupport

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
            progress[section: "section-2"].checks.append(CheckRecord(at: Date(timeIntervalSince1970: 1_800_000_000), variant: .starter, status: .fail, passed: 3, total: 5, failing: ["a"]))
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

    @Test("A save that must wait for another sherpa's lock says so, then fails clearly when the wait runs out")
    func waitingSaveSaysSo() throws {
        let lockPath = folder.url.appendingPathComponent(".sessions/.lock").path
        let holder = try FileLock(path: lockPath, timeout: 1)
        var waits = 0
        store.lockTimeout = 0.2
        store.onLockWait = { waits += 1 }
        #expect(throws: LockError.busy(path: lockPath, waited: 0.2)) {
            try store.record(.hint, section: "section-2", summary: "hint 1")
        }
        #expect(waits == 1)
        withExtendedLifetime(holder) {}
    }

    /// Writes a real record, so there is history that must survive.
    private func seedHistory() throws -> Data {
        try store.record(.check, section: "section-2", summary: "check failed")
        return try Data(contentsOf: store.progressFile)
    }

    private func filesInRouteFolder() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: store.routeFolder.path).sorted()
    }

    @Test("A progress.json that exists but cannot be read is kept, reported, and never written over")
    func unreadableFileIsKept() throws {
        let history = try seedHistory()
        let denied = ProgressStore(
            sessionsFolder: store.sessionsFolder, route: store.route,
            files: ProgressFileAccess(read: { _ in throw CocoaError(.fileReadNoPermission, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))]) }, write: ProgressFileAccess.real.write)
        )
        #expect(denied.load().activity.isEmpty)
        #expect(denied.warnings.count == 1)
        #expect(denied.warnings[0].contains(store.progressFile.path))
        #expect(denied.warnings[0].contains("permission denied"))
        #expect(denied.warnings[0].contains("left as it is"))
        #expect(throws: ProgressError.unreadable(path: store.progressFile.path, reason: "permission denied")) {
            try denied.record(.hint, section: "section-2", summary: "hint 1")
        }
        #expect(try Data(contentsOf: store.progressFile) == history)
    }

    @Test("A folder in place of progress.json is named as a folder, not taken for a permission problem")
    func folderInPlaceIsNamed() throws {
        try FileManager.default.createDirectory(at: store.progressFile, withIntermediateDirectories: true)
        _ = store.load()
        let warning = try #require(store.warnings.first)
        #expect(warning.hasPrefix("\(store.progressFile.path) is a folder, not a file"), "\(warning)")
        #expect(!warning.contains("NSCocoaErrorDomain"))
        #expect(!warning.contains("permissions"))
        #expect(throws: ProgressError.notAFile(path: store.progressFile.path, found: "a folder")) {
            try store.record(.hint, section: "section-2", summary: "hint 1")
        }
    }

    @Test("A folder in place of progress.json is reported and left alone, not treated as no progress")
    func folderInPlaceIsKept() throws {
        try FileManager.default.createDirectory(at: store.progressFile, withIntermediateDirectories: true)
        _ = store.load()
        #expect(store.warnings.first?.contains("left as it is") == true)
        #expect(throws: ProgressError.self) {
            try store.record(.hint, section: "section-2", summary: "hint 1")
        }
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: store.progressFile.path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test("A progress.json from a newer sherpa is kept as it is, not moved aside as corrupt")
    func newerFormatIsKept() throws {
        let newer = #"{ "formatVersion": 2, "route": "ios-app-patterns", "learner": { "sections": [] } }"#
        try folder.write(newer, to: ".sessions/ios-app-patterns/progress.json")
        #expect(store.load().activity.isEmpty)
        #expect(store.warnings.count == 1)
        #expect(store.warnings[0].contains("format version 2"))
        #expect(throws: ProgressError.newerFormat(path: store.progressFile.path, found: 2)) {
            try store.record(.hint, section: "section-2", summary: "hint 1")
        }
        #expect(try String(contentsOf: store.progressFile, encoding: .utf8) == newer)
        #expect(try filesInRouteFolder() == ["progress.json"])
    }

    @Test("Two corrupt files within the same second are both moved aside, under different names")
    func secondCorruptFileInSameSecondIsKept() throws {
        try folder.write("first broken file", to: ".sessions/ios-app-patterns/progress.json")
        _ = store.load()
        try folder.write("second broken file", to: ".sessions/ios-app-patterns/progress.json")
        try store.record(.hint, section: "section-2", summary: "hint 1")
        let aside = try filesInRouteFolder().filter { $0.hasPrefix("progress.corrupt-") }
        #expect(aside.count == 2)
        let contents = try Set(aside.map { try String(contentsOf: store.routeFolder.appendingPathComponent($0), encoding: .utf8) })
        #expect(contents == ["first broken file", "second broken file"])
        #expect(store.load().activity.map(\.summary) == ["hint 1"])
    }

    @Test("Reading the same unusable file twice warns once")
    func warningIsNotRepeated() throws {
        try folder.write(#"{ "formatVersion": 9 }"#, to: ".sessions/ios-app-patterns/progress.json")
        _ = store.load()
        _ = store.load()
        #expect(store.warnings.count == 1)
    }

    @Test("A full disk fails the save with a message naming the file and the reason")
    func fullDiskIsNamed() throws {
        let full = ProgressStore(
            sessionsFolder: store.sessionsFolder, route: store.route,
            files: ProgressFileAccess(read: ProgressFileAccess.real.read, write: { _, _ in throw POSIXError(.ENOSPC) })
        )
        let error = try #require(throws: ProgressError.self) {
            try full.record(.hint, section: "section-2", summary: "hint 1")
        }
        #expect(error == .cannotWrite(path: store.progressFile.path, reason: "no space left on device"))
    }

    @Test("When .sessions cannot be created, saving fails with a message naming it")
    func sessionsBlockedByAFile() throws {
        try folder.write("a file where a folder should be", to: "blocked")
        let blocked = ProgressStore(sessionsFolder: folder.url.appendingPathComponent("blocked/.sessions"), route: "ios-app-patterns")
        let error = try #require(throws: (any Error).self) {
            try blocked.record(.hint, section: "section-2", summary: "hint 1")
        }
        #expect(error.localizedDescription.contains("blocked/.sessions"))
    }
}
