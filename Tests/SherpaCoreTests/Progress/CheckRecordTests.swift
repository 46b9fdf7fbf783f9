import Foundation
import Testing
import SherpaCore
import SherpaTestSupport

@Suite("Check records in progress.json")
struct CheckRecordTests {
    @Test("A record written when variant and status were strings still loads, as enums")
    func oldRecordLoads() throws {
        let json = #"{"at":0,"variant":"starter","status":"error","passed":0,"total":0,"failing":["x.swift:1: cannot find 'y'"]}"#
        let record = try JSONDecoder().decode(CheckRecord.self, from: Data(json.utf8))
        #expect(record.variant == .starter)
        #expect(record.status == .error)
        #expect(record.missing == nil)
    }

    @Test("A record is written with the same strings as before")
    func recordWritesSameStrings() throws {
        let record = CheckRecord(at: Date(timeIntervalSinceReferenceDate: 0), variant: .solution, status: .pass, passed: 3, total: 3, failing: [])
        let text = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
        #expect(text.contains(#""variant":"solution""#))
        #expect(text.contains(#""status":"pass""#))
    }
}
