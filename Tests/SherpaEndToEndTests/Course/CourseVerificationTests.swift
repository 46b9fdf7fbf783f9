import Foundation
import Testing
import SherpaCore
import SherpaRunner
import SherpaGrading
@testable import SherpaCLI
import SherpaTestSupport

/// The shipped course proves itself: `sherpa verify` builds every ready section's solution and
/// starter against its hidden suite. One case per section, so the sections run side by side with
/// the rest of the suite rather than one after another at its end; the route's data is checked whole.
@Suite("The shipped course")
struct CourseVerificationTests {
    static let sections = ["section-1"] + FairVerdictTests.sections

    @Test("sherpa verify of a section: its solution passes, its starter fails", arguments: sections)
    func verifyPasses(section: String) async throws {
        let result = try await SherpaProcess.run(["verify", section], in: SherpaProcess.repositoryRoot, timeout: 3000)
        #expect(result.exitCode == 0, "sherpa verify \(section) failed:\n\(result.output)")
        #expect(result.stdout.contains("Verified 1 section(s): every solution passes and every starter fails"))
    }

    @Test("sherpa verify --data-only: the route's data and checksums are valid")
    func dataIsValid() async throws {
        let result = try await SherpaProcess.run(["verify", "--data-only"], in: SherpaProcess.repositoryRoot)
        #expect(result.exitCode == 0, "sherpa verify --data-only failed:\n\(result.output)")
        #expect(result.stdout.contains("The route's data is valid."))
    }

    @Test("The cases verify every ready section")
    func casesCoverTheRoute() throws {
        let workspace = try Workspace.locate(from: SherpaProcess.repositoryRoot)
        let ready = workspace.readySections.map(\.id)
        #expect(Self.sections.sorted() == ready.sorted())
    }
}
