import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

@Suite("The journey commands in the CLI")
struct JourneyCommandListTests {
    @Test("next, guide, hint, reset, diff and sessions are listed by sherpa --help", arguments: ["next", "guide", "hint", "reset", "diff", "sessions"])
    func listed(_ name: String) throws {
        let course = try JourneyWorkspace()
        let run = course.run(["--help"])
        #expect(run.stdout.contains("\n  " + name.padding(toLength: 10, withPad: " ", startingAt: 0)))
    }

    @Test("Each journey command explains itself with --help", arguments: ["next", "guide", "hint", "reset", "diff", "sessions", "status"])
    func help(_ name: String) throws {
        let course = try JourneyWorkspace()
        let run = course.run([name, "--help"])
        #expect(run.code == 0)
        #expect(run.stdout.contains("USAGE: sherpa \(name)"))
    }
}
