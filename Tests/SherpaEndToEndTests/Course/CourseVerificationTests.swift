import Foundation
import Testing
import SherpaCore
import SherpaRunner
import SherpaGrading
@testable import SherpaCLI
import SherpaTestSupport

/// The shipped course proves itself: `sherpa verify` builds every ready section's solution and
/// starter against its hidden suite. This is the slowest test; it is what CI exists for.
@Suite("The shipped course")
struct CourseVerificationTests {
    @Test("sherpa verify: every solution passes, every starter fails, data and checksums are valid")
    func verifyPasses() async throws {
        let result = try await SherpaProcess.run(["verify"], in: SherpaProcess.repositoryRoot, timeout: 3000)
        #expect(result.exitCode == 0, "sherpa verify failed:\n\(result.output)")
        #expect(result.stdout.contains("every solution passes and every starter fails"))
    }
}
