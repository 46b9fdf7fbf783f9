import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

@Suite("Merging the event logs of a crash re-run")
struct MergedLogTests {
    static let declaration = TestEventLogTests.declaration
    static let started = TestEventLogTests.started
    static let issue = TestEventLogTests.issue
    static let ended = TestEventLogTests.ended

    @Test("A test that failed in the first run and ran again keeps only its latest result")
    func latestRunWins() throws {
        var log = MergedLog()
        let run = [Self.declaration, Self.started, Self.issue, Self.ended].joined(separator: "\n")
        log.merge(TestEventLog(text: run))
        log.merge(TestEventLog(text: run))
        let id = try #require(log.declaredFunctions.first?.id)
        #expect(log.issues[id]?.count == 1)
    }

    @Test("A test that passed when it ran again has no issue left")
    func laterPassClearsIssue() throws {
        var log = MergedLog()
        log.merge(TestEventLog(text: [Self.declaration, Self.started, Self.issue, Self.ended].joined(separator: "\n")))
        log.merge(TestEventLog(text: [Self.declaration, Self.started, Self.ended].joined(separator: "\n")))
        let id = try #require(log.declaredFunctions.first?.id)
        #expect(log.issues[id] == nil)
        #expect(log.ended.contains(id))
    }

    @Test("A test that did not run again keeps the issues of the run that did run it")
    func notRerunKeepsIssues() throws {
        var log = MergedLog()
        log.merge(TestEventLog(text: [Self.declaration, Self.started, Self.issue, Self.ended].joined(separator: "\n")))
        log.merge(TestEventLog(text: Self.declaration))
        let id = try #require(log.declaredFunctions.first?.id)
        #expect(log.issues[id]?.count == 1)
    }
}
