import Foundation
import Testing
import SherpaCore
import SherpaRunner
import SherpaGrading
@testable import SherpaCLI
import SherpaTestSupport

/// The shipped course's data is valid: catalog, quizzes, rubrics, rules and suite checksums.
/// The whole proof, every solution passing and every starter failing its hidden suite, is
/// `sherpa verify`, which CI runs as a step of its own after `swift test` (`.ci/run`): it compiles
/// every section twice over, minutes of both cores that `swift test`'s other checks of the same
/// sections (`FairVerdictTests`, the golden reports) would otherwise wait behind.
@Suite("The shipped course")
struct CourseVerificationTests {
    @Test("sherpa verify --data-only: the route's data and checksums are valid")
    func dataIsValid() async throws {
        let result = try await SherpaProcess.run(["verify", "--data-only"], in: SherpaProcess.repositoryRoot)
        #expect(result.exitCode == 0, "sherpa verify --data-only failed:\n\(result.output)")
        #expect(result.stdout.contains("The route's data is valid."))
    }
}
