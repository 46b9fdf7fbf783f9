import Foundation
import Testing
import SherpaCore
import SherpaRunner
import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// Section 1's check on the untouched starter, as learners read it: the golden reports that
/// `scripts/prove-check-reports.sh` keeps byte for byte equal to `sherpa check section-1`.
/// The audit is the learner's to work out, so the report and its hints may say that a member
/// lacks a job and where to look, but never which job.
@Suite("Section 1's report never answers the audit")
struct AuditReportTests {
    static let reports = SherpaProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/Reports")

    /// How each job is written in Audit.swift, and how the report's prose would name it.
    static let jobSpellings = [".state", ".networking", ".parsing", ".businessLogic", ".errorHandling", ".rendering"]
    static let jobWords = ["state", "networking", "parsing", "business logic", "error handling", "rendering"]

    func starterReport(_ name: String) throws -> String {
        try String(contentsOf: Self.reports.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("The starter's report names no job to add, in the text or the JSON report", arguments: ["section-1.starter.txt", "section-1.starter.json"])
    func noJobSpelled(report: String) throws {
        let text = try starterReport(report)
        #expect(text.contains("leaves out at least one job"), "the golden no longer shows the missing-job message; refresh it with scripts/prove-check-reports.sh --refresh section-1")
        for spelling in Self.jobSpellings {
            #expect(!text.contains("`\(spelling)`"), "\(report) spells out the job \(spelling)")
        }
        #expect(!text.contains("carries"), "\(report) names a member's jobs in a test name")
    }

    @Test("Each failing member's message says where in the view to look")
    func saysWhereToLook() throws {
        let text = try starterReport("section-1.starter.txt")
        for member in ["searchText", "books", "isLoading", "errorMessage", "matchingBooks", "body", "loadBooks()"] {
            #expect(text.contains("your audit of `\(member)` leaves out at least one job it does."), "no message for \(member)")
        }
    }

    @Test("The section's first hints for the audit tests name no job")
    func hintsNameNoJob() throws {
        let url = SherpaProcess.repositoryRoot.appendingPathComponent("sherpa/hints/section-1.json")
        let hints = try JSONDecoder().decode(HintFile.self, from: Data(contentsOf: url))
        let audit = hints.tests.filter { $0.test.hasPrefix("The audit of") }
        #expect(audit.count == 7)
        for (test, hint) in audit.map({ ($0.test, $0.hint) }) {
            for word in Self.jobWords {
                #expect(!hint.lowercased().contains(word), "the hint for \"\(test)\" names the job \"\(word)\"")
            }
        }
    }

    private struct HintFile: Decodable {
        var tests: [TestHint]
    }

    private struct TestHint: Decodable {
        var test: String
        var hint: String
    }
}
