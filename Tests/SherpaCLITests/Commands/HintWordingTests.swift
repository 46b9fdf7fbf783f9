import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// `tone` and `explanation_depth` in `sherpa hint`, end to end through the command line.
@Suite("sherpa hint follows tone and explanation_depth")
struct HintWordingTests {
    /// The first hint's output with `config` as the learner's settings (none when nil).
    func firstHint(config: String?, failingCheck: Bool = false) throws -> String {
        let course = try JourneyWorkspace()
        if let config { try course.setPreferences(config) }
        if failingCheck { try course.recordCheck(1, passed: false, failing: [JourneyWorkspace.failingTest]) }
        let run = course.run(["hint", "1"])
        #expect(run.code == ExitCode.success)
        return run.stdout
    }

    @Test("With the default settings the first hint reads exactly as it did before preferences reached it")
    func defaultHintUnchanged() throws {
        let expected = """
            Hint 1 of 3 for section 1, Topic 1

              first, gentle hint

            Tip: run `swift run sherpa check section-1` first; after that, hints aim at the test that fails.

            """
        #expect(try firstHint(config: nil) == expected)
    }

    @Test("The encouraging tone adds one line between the hint and what to do next")
    func encouraging() throws {
        let plain = try firstHint(config: nil)
        let encouraging = try firstHint(config: "tone: encouraging\n")
        let aside = try #require(FeedbackVoice(tone: .encouraging).hintAside)
        #expect(!plain.contains(aside))
        #expect(encouraging.replacingOccurrences(of: aside + "\n", with: "") == plain)
    }

    @Test("The humorous tone adds its own line, and the hint itself is unchanged")
    func humorous() throws {
        let humorous = try firstHint(config: "tone: humorous\n")
        let aside = try #require(FeedbackVoice(tone: .humorous).hintAside)
        #expect(humorous.contains(aside))
        #expect(humorous.contains(JourneyWorkspace.generalHints[0]))
        #expect(humorous.replacingOccurrences(of: aside + "\n", with: "") == (try firstHint(config: nil)))
    }

    @Test("Concise depth follows the hint with the one command to run, and nothing more")
    func concise() throws {
        let plain = try firstHint(config: nil)
        let concise = try firstHint(config: "explanation_depth: concise\n")
        #expect(plain.contains("Tip: run"))
        #expect(!concise.contains("Tip: run"))
        #expect(concise.hasSuffix("Then: `swift run sherpa check section-1`.\n"))
        #expect(concise.contains(JourneyWorkspace.generalHints[0]))
    }

    @Test("Concise depth also shortens what follows a failing test's hint")
    func conciseTestHint() throws {
        let concise = try firstHint(config: "explanation_depth: concise\n", failingCheck: true)
        #expect(concise.contains(JourneyWorkspace.failingTestHint))
        #expect(!concise.contains("Still stuck?"))
        #expect(concise.hasSuffix("Then: `swift run sherpa check section-1`.\n"))
    }

    @Test("Detailed depth explains how the hints work and where the idea behind them is")
    func detailedGeneral() throws {
        let plain = try firstHint(config: nil)
        let detailed = try firstHint(config: "explanation_depth: detailed\n")
        let reasoning = try #require(FeedbackVoice(depth: .detailed).hintReasoning(forTest: nil, section: "section-1"))
        #expect(!plain.contains(reasoning))
        #expect(detailed.replacingOccurrences(of: TextWrapper.wrap(reasoning, width: 100) + "\n\n", with: "") == plain)
    }

    @Test("Detailed depth tells how to read a failing test's hint beside the test's name")
    func detailedTestHint() throws {
        let detailed = try firstHint(config: "explanation_depth: detailed\n", failingCheck: true)
        #expect(detailed.replacingOccurrences(of: "\n", with: " ").contains("How to use it: the test's name, “\(JourneyWorkspace.failingTest)”"))
    }

    @Test("A config file that spells out the defaults prints exactly what no config file prints")
    func explicitDefaults() throws {
        #expect(try firstHint(config: "tone: objective\nexplanation_depth: balanced\n") == (try firstHint(config: nil)))
    }
}
