import Foundation
import Testing
import SherpaCore
import SherpaRunner
import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// What each section's untouched starter and its reference solution score, read from the golden
/// reports that `scripts/prove-check-reports.sh` keeps byte for byte equal to `sherpa check`.
@Suite("Untouched starters score below half")
struct StarterScoreTests {
    static let reports = SherpaProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/Reports")
    static let sections = (1...8).map { "section-\($0)" }

    /// The total of a golden JSON report. The golden ends with the command's exit status and holds
    /// a placeholder for the duration, so both are set aside before it is parsed.
    func total(_ name: String) throws -> Double {
        let golden = try String(contentsOf: Self.reports.appendingPathComponent(name), encoding: .utf8)
        let json = try #require(golden.components(separatedBy: "\nexit status:").first).replacingOccurrences(of: "<duration>", with: "0")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let score = try #require(report["score"] as? [String: Any])
        return try #require(score["total"] as? Double)
    }

    @Test("A section's untouched starter scores below 50", arguments: sections)
    func starterScoresBelowHalf(section: String) throws {
        #expect(try total("\(section).starter.json") < 50)
    }

    @Test("A section's reference solution scores 100", arguments: sections)
    func solutionScoresFull(section: String) throws {
        #expect(try total("\(section).solution.json") == 100)
    }
}
