import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

@Suite("The progress line while a check runs")
struct ProgressLineTests {
    @Test("On a terminal the line says what the check is doing, rewritten in place, and is cleared before the report")
    func showsAndClears() {
        let buffer = OutputBuffer()
        let line = ProgressLine(console: .capturing(buffer, isTerminal: true), now: { Date(timeIntervalSince1970: 0) })
        line.show(.building)
        line.show(.testing(finished: 3, declared: 16))
        line.clear()
        #expect(buffer.stdout == "\r\u{1B}[2Kbuilding… 0s\r\u{1B}[2Ktesting 3/16… 0s\r\u{1B}[2K")
    }

    @Test("The same words are not written twice")
    func writesOnlyChanges() {
        let buffer = OutputBuffer()
        let line = ProgressLine(console: .capturing(buffer, isTerminal: true), now: { Date(timeIntervalSince1970: 0) })
        for _ in 0..<50 { line.show(.building) }
        #expect(buffer.stdout == "\r\u{1B}[2Kbuilding… 0s")
    }

    @Test("Off a terminal nothing is written, so logs and pipes see only the report")
    func silentOffTerminal() {
        let buffer = OutputBuffer()
        let line = ProgressLine(console: .capturing(buffer, isTerminal: false))
        line.show(.testing(finished: 1, declared: 2))
        line.clear()
        #expect(buffer.stdout.isEmpty)
    }

    @Test("Minutes are shown once a check has run for more than a minute")
    func minutes() {
        #expect(CheckProgress.testing(finished: 5, declared: 9).words(elapsed: 75) == "testing 5/9… 1m 15s")
    }
}
