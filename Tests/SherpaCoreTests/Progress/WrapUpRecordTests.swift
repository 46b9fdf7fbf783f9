import Foundation
import Testing
@testable import SherpaCore
import SherpaTestSupport

@Suite("Wrap-up records in progress.json")
struct WrapUpRecordTests {
    let folder: TemporaryFolder
    let store: ProgressStore

    init() throws {
        folder = try TemporaryFolder()
        store = ProgressStore(sessionsFolder: folder.url.appendingPathComponent(".sessions"), route: "ios-app-patterns", now: { Date(timeIntervalSince1970: 1_800_000_000) })
    }

    @Test("A progress file from before the wrap-up existed loads, with no wrap-ups")
    func oldFileLoads() throws {
        try folder.write(#"{ "formatVersion": 1, "route": "ios-app-patterns", "sections": {}, "activity": [] }"#, to: ".sessions/ios-app-patterns/progress.json")
        let progress = try store.loadForWriting()
        #expect(progress.wrapUps == nil)
        #expect(store.warnings.isEmpty)
    }

    @Test("Progress without a wrap-up is saved without the field, as before it existed")
    func absentFieldIsNotWritten() throws {
        try store.record(.hint, section: "section-1", summary: "general hint 1 of 3")
        let text = try String(contentsOf: store.progressFile, encoding: .utf8)
        #expect(!text.contains("wrapUps"))
        #expect(text.contains(#""formatVersion" : 1"#))
    }

    @Test("A wrap-up is saved with its time and read back")
    func roundTrip() throws {
        let record = WrapUpRecord(at: Date(timeIntervalSince1970: 1_800_000_000), confidence: 7)
        try store.update { $0.wrapUps = [record] }
        #expect(store.load().lastWrapUp == record)
        #expect(try String(contentsOf: store.progressFile, encoding: .utf8).contains(#""at" : "2027-01-15T08:00:00Z""#))
    }

    @Test("The bands follow the notes: 1 to 4, 5 to 7, 8 to 10")
    func bands() {
        #expect((1...10).map { ConfidenceBand($0) } == [.unsure, .unsure, .unsure, .unsure, .growing, .growing, .growing, .ready, .ready, .ready])
    }
}
