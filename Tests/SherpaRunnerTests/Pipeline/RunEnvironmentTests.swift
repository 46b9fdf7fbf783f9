import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

/// The `swift build` a check and its mutants run.
@Suite("The build a check runs")
struct RunEnvironmentTests {
    @Test("Where runners run the tests, the build writes no index store; where SwiftPM runs them, it builds the test targets")
    func buildSkipsTheIndexStoreWhereNothingIsDiscovered() throws {
        let environment = RunEnvironment(workspace: try ShippedCourse.workspace(), processes: SystemProcessRunner())
        let folder = URL(fileURLWithPath: "/tmp/scratch")
        let arguments = environment.buildInvocation(folder, standIn: .sources).arguments
        #expect(Array(arguments.prefix(3)) == ["build", "--package-path", folder.path])
        if TestRunnerProgram.isUsed {
            #expect(arguments.contains("--disable-index-store"))
            #expect(!arguments.contains("--build-tests"))
        } else {
            #expect(arguments.contains("--build-tests"))
            #expect(!arguments.contains("--disable-index-store"))
        }
    }
}
