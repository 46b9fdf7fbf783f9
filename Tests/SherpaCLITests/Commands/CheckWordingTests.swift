import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// `tone` and `explanation_depth` in `sherpa check`: each setting changes the words in one
/// known place, and the rest of the report is exactly what the default settings print.
@Suite("sherpa check follows tone and explanation_depth")
struct CheckWordingTests {
    static let suiteHint = "Keep the count in the view model, not the view."

    /// A failing report: one test passes, one fails with a hint.
    static var failingReport: CheckReport {
        var report = CheckReport(section: "section-1", variant: .starter, status: .fail, message: "1 of 2 hidden tests pass.")
        report.tests = [
            TestOutcome(name: "The count starts at zero", status: .pass, origin: .suite),
            TestOutcome(name: "Tapping adds one", status: .fail, origin: .suite, message: "Expected 1, got 0.", hint: suiteHint),
        ]
        return report
    }

    static func rendered(_ report: CheckReport, _ voice: FeedbackVoice) -> String {
        let buffer = OutputBuffer()
        report.render(on: .capturing(buffer), sourcePath: "Exercises/Section1-Topic1", voice: voice)
        return buffer.stdout
    }

    /// The output with the given lines taken out.
    static func without(_ lines: [String], in text: String) -> String {
        text.components(separatedBy: "\n").filter { line in !lines.contains { line.contains($0) } }.joined(separator: "\n")
    }

    @Test("With the default settings the report is exactly what it was before preferences reached it")
    func defaultReportUnchanged() {
        let expected = """
            section-1 · your code in Exercises/Section1-Topic1

            Hidden tests
              ✔ The count starts at zero
              ✘ Tapping adds one
                  Expected 1, got 0.
                  hint: Keep the count in the view model, not the view.

            1 of 2 hidden tests pass.

            """
        #expect(Self.rendered(Self.failingReport, FeedbackVoice(preferences: .defaults)) == expected)
    }

    @Test("The encouraging tone adds one line after the verdict, counting what already passes")
    func encouragingVerdict() throws {
        let plain = Self.rendered(Self.failingReport, .plain)
        let encouraging = Self.rendered(Self.failingReport, FeedbackVoice(tone: .encouraging))
        let aside = try #require(FeedbackVoice(tone: .encouraging).verdictAside(for: Self.failingReport))
        #expect(aside.hasPrefix("1 of 2 tests already pass."))
        #expect(encouraging == plain + TextWrapper.wrap(aside, width: 100) + "\n")
    }

    @Test("The humorous tone adds its own line after the verdict")
    func humorousVerdict() throws {
        let plain = Self.rendered(Self.failingReport, .plain)
        let humorous = Self.rendered(Self.failingReport, FeedbackVoice(tone: .humorous))
        let aside = try #require(FeedbackVoice(tone: .humorous).verdictAside(for: Self.failingReport))
        #expect(humorous == plain + TextWrapper.wrap(aside, width: 100) + "\n")
        #expect(aside != FeedbackVoice(tone: .encouraging).verdictAside(for: Self.failingReport))
    }

    @Test("A check of the reference solution gets no aside, whatever the tone")
    func solutionHasNoAside() {
        var report = Self.failingReport
        report.variant = .solution
        #expect(Self.rendered(report, FeedbackVoice(tone: .humorous)) == Self.rendered(report, .plain))
    }

    @Test("Concise depth leaves the suite's hint out of the report and changes nothing else")
    func conciseDropsTestHints() {
        let plain = Self.rendered(Self.failingReport, .plain)
        let concise = Self.rendered(Self.failingReport, FeedbackVoice(depth: .concise))
        #expect(plain.contains("hint: " + Self.suiteHint))
        #expect(!concise.contains(Self.suiteHint))
        #expect(concise == Self.without([Self.suiteHint], in: plain))
    }

    @Test("Concise depth drops the offer of a hint from the next step")
    func conciseNextStep() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: false, failing: ["Tapping adds one"])
        let section = try course.section(1)
        let plain = NextStep.afterCheck(Self.failingReport, section: section, workspace: try course.workspace, progress: course.progress())
        let concise = NextStep.afterCheck(Self.failingReport, section: section, workspace: try course.workspace, progress: course.progress(), voice: FeedbackVoice(depth: .concise))
        let offer = " Stuck? `swift run sherpa hint section-1` gives one hint at a time."
        #expect(plain.hasSuffix(offer))
        #expect(concise + offer == plain)
    }

    @Test("Detailed depth adds why the next step comes first, after it", arguments: [CheckReport.Status.fail, .error, .pass])
    func detailedReasoning(status: CheckReport.Status) throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: status == .pass, failing: status == .pass ? [] : ["Tapping adds one"])
        var report = Self.failingReport
        report.status = status
        let section = try course.section(1)
        let plain = NextStep.afterCheck(report, section: section, workspace: try course.workspace, progress: course.progress())
        let detailed = NextStep.afterCheck(report, section: section, workspace: try course.workspace, progress: course.progress(), voice: FeedbackVoice(depth: .detailed))
        let reasoning = try #require(FeedbackVoice(depth: .detailed).checkReasoning(for: report, section: "section-1"))
        #expect(detailed == plain + "\n" + reasoning)
        #expect(reasoning.contains("`swift run sherpa guide section-1`"))
    }

    // MARK: Through the command line

    func check(in course: URL, config: String?) throws -> JourneyRun {
        if let config {
            try Data(config.utf8).write(to: course.appendingPathComponent(".sherpa-config.yml"))
        }
        let buffer = OutputBuffer()
        let context = CommandContext(currentDirectory: course, console: .capturing(buffer), processes: BrokenBuild(), environment: [:], readLine: { nil })
        let code = SherpaCLI.main(["check", "fails"], context: context)
        return JourneyRun(code: code, stdout: buffer.stdout, stderr: buffer.stderr)
    }

    @Test("tone in .sherpa-config.yml reaches `sherpa check`: a code that does not compile gets the tone's line")
    func toneFromConfigFile() throws {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        defer { try? FileManager.default.removeItem(at: course) }
        let plain = try check(in: course, config: nil)
        let encouraging = try check(in: course, config: "tone: encouraging\n")
        let aside = try #require(FeedbackVoice(tone: .encouraging).verdictAside(for: CheckReport(section: "x", variant: .starter, status: .error, message: "")))
        #expect(encouraging.code == ExitCode.buildError)
        let line = TextWrapper.wrap(aside, width: 100)
        #expect(!plain.stdout.contains(line))
        #expect(encouraging.stdout.contains(line + "\n"))
        #expect(encouraging.stdout.replacingOccurrences(of: line + "\n", with: "") == plain.stdout)
    }

    @Test("explanation_depth in .sherpa-config.yml reaches `sherpa check`: detailed adds the reasoning")
    func depthFromConfigFile() throws {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        defer { try? FileManager.default.removeItem(at: course) }
        let plain = try check(in: course, config: nil)
        let detailed = try check(in: course, config: "explanation_depth: detailed\n")
        #expect(!plain.stdout.contains("Why this order"))
        #expect(detailed.stdout.contains("Why this order: until the code compiles no test can run"))
    }

    @Test("A config file that spells out the defaults prints exactly what no config file prints")
    func explicitDefaultsChangeNothing() throws {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        defer { try? FileManager.default.removeItem(at: course) }
        let none = try check(in: course, config: nil)
        let defaults = try check(in: course, config: "tone: objective\nexplanation_depth: balanced\n")
        #expect(defaults.stdout == none.stdout)
    }
}

/// A `swift` whose build fails at once.
private struct BrokenBuild: ProcessRunning {
    func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
        ProcessOutcome(exitCode: 1, stderr: "error: the fake build stops here\n")
    }
}
