import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// A mistyped command, section or option is answered with the name it was likely meant to be.
@Suite("Did you mean, on the command line")
struct CommandTypoTests {
    @Test("A mistyped command suggests the command")
    func mistypedCommand() throws {
        let run = try JourneyWorkspace().run(["chek", "2"])
        #expect(run.code == ExitCode.usage)
        #expect(run.stderr.contains("sherpa has no command \"chek\"; did you mean \"check\"?"))
    }

    @Test("A mistyped section suggests the section's id")
    func mistypedSection() throws {
        let run = try JourneyWorkspace().run(["check", "secton-2"])
        #expect(run.code == ExitCode.usage)
        #expect(run.stderr.contains("There is no section called \"secton-2\"; did you mean \"section-2\"?"))
    }

    @Test("A mistyped option suggests the command's option")
    func mistypedOption() throws {
        let run = try JourneyWorkspace().run(["check", "2", "--jsn"])
        #expect(run.code == ExitCode.usage)
        #expect(run.stderr.contains("Unknown option --jsn; did you mean \"--json\"?"))
    }
}
