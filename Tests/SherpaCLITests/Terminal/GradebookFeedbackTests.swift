import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// A learner's feedback file must agree with itself: the counts above the table are the table's,
/// and every test that cost points is named, a test that never ran included.
@Suite("Gradebook: a learner's feedback")
struct GradebookFeedbackTests {
    static let notRun = "This test was not run: 3 tests in a row did not finish within 15 seconds, so sherpa stopped running the rest. Fix the hang those tests share, then check again."

    /// Every hidden test hangs: three time out, and the sixteen after them are never run.
    static func everyTestHangs() throws -> (Gradebook, LearnerGrade) {
        let section = try ShippedCourse.section("2")
        let rubric = try Rubric.load(for: section, in: ShippedCourse.workspace())
        var report = CheckReport(section: section.id, variant: .submission, status: .fail, message: "")
        report.tests = (1...3).map { TestOutcome(name: "hung \($0)", status: .timedOut, origin: .suite, message: "did not finish") }
            + (1...16).map { TestOutcome(name: "never ran \($0)", status: .skipped, origin: .suite, message: notRun) }
            + (1...3).map { TestOutcome(name: "probe \($0)", status: .pass, origin: .probe) }
        CheckVerdict.settle(&report, section: section)
        let score = rubric.score(report, section: section)
        let learner = LearnerGrade(learner: "fay", status: .graded, layout: .sectionFolder, score: score, autograde: score, report: report, notes: [], submittedAt: nil, digest: "")
        return (Gradebook(section: section, rubric: rubric, learners: [learner], sandboxLimitations: []), learner)
    }

    @Test("When every test hangs, the counts above the table are the table's")
    func countsAgreeWithTheTable() throws {
        let (gradebook, learner) = try Self.everyTestHangs()
        let text = gradebook.feedback(learner)
        let hidden = try #require(learner.score.criteria.first { $0.measure == .hiddenTests })
        #expect(hidden.detail == "0 of 19")
        #expect(text.contains("| \(hidden.title) | 0 of 19 |"))
        #expect(text.contains("0 of 19 hidden tests pass (3 timed out, 16 not run)"), "\(text)")
        #expect(!text.contains("of 22 checks"))
    }

    @Test("Every test that was not run is named, with why, where the points were lost")
    func testsNotRunAreNamed() throws {
        let (gradebook, learner) = try Self.everyTestHangs()
        let lost = try #require(gradebook.feedback(learner).components(separatedBy: "## Where points were lost").last)
        for number in 1...16 {
            #expect(lost.contains("- never ran \(number) (not run, so it counts as not passing): \(Self.notRun)"))
        }
        for number in 1...3 {
            #expect(lost.contains("- hung \(number) (timed out)"))
        }
    }

    /// A learner of section 2 whose view test fails with the screen's outline and a hint, whose
    /// architecture rule reports the same finding twice, and whose warnings repeat one another.
    static func screenFailure(nearReference: [ReferenceMatch] = []) throws -> (Gradebook, LearnerGrade) {
        let section = try ShippedCourse.section("2")
        let rubric = try Rubric.load(for: section, in: ShippedCourse.workspace())
        var report = CheckReport(section: section.id, variant: .submission, status: .fail, message: "")
        report.tests = [TestOutcome(name: "the error shows", status: .fail, origin: .suite, message: GradebookHTMLTests.screenMessage, hint: "Read errorMessage in the view.")]
        let finding = ArchitectureFinding(ruleID: "view-has-no-logic", message: "The view decides what to show.", guide: "", path: "ProfileView.swift", line: 3)
        report.findings = [finding, finding]
        report.warnings = ["A file was skipped.", "A file was skipped."]
        CheckVerdict.settle(&report, section: section)
        let score = rubric.score(report, section: section)
        let learner = LearnerGrade(learner: "gil", status: .graded, layout: .sectionFolder, score: score, autograde: score, report: report, notes: ["A file was skipped."], submittedAt: nil, digest: "")
        return (Gradebook(section: section, rubric: rubric, learners: [learner], sandboxLimitations: [], nearReference: nearReference), learner)
    }

    @Test("A hint has a line of its own after a screen's outline, in the feedback and in the Gradescope results")
    func hintHasItsOwnLine() throws {
        let (gradebook, learner) = try Self.screenFailure()
        let text = gradebook.feedback(learner)
        #expect(text.contains("- the error shows: the screen should show the error. The screen shows:\n  VStack\n    Text \"Wren\"\n\n  Hint: Read errorMessage in the view.\n"), "\(text)")
        let results = try #require(try JSONSerialization.jsonObject(with: gradebook.gradescope(learner)) as? [String: Any])
        let outputs = (results["tests"] as? [[String: Any]] ?? []).compactMap { $0["output"] as? String }
        #expect(outputs.contains { $0.contains("Text \"Wren\"\nHint: Read errorMessage in the view.") })
        #expect(!outputs.contains { $0.contains("\" Hint:") })
    }

    @Test("No line of the feedback is said twice")
    func noLineRepeats() throws {
        let (gradebook, learner) = try Self.screenFailure()
        let lines = gradebook.feedback(learner).components(separatedBy: "\n").filter { !$0.isEmpty }
        var seen = Set<String>()
        let repeated = lines.filter { !seen.insert($0).inserted }
        #expect(repeated.isEmpty, "repeated: \(repeated)")
    }

    @Test("A hand-in close to the reference solution is told so in a person's words")
    func closeToReferenceIsTold() throws {
        var match = GradebookHTMLTests.closeToReference
        match.learner = "gil"
        let (gradebook, learner) = try Self.screenFailure(nearReference: [match])
        let text = gradebook.feedback(learner)
        #expect(text.contains("## Your code and the reference solution\n\nYour code is close to the reference solution (93%)"))
        #expect(text.contains("That is not a judgement"))
        let (unmatched, other) = try Self.screenFailure()
        #expect(!unmatched.feedback(other).contains("reference solution"))
    }

    @Test("The Gradescope results name the tests not run too")
    func gradescopeNamesTestsNotRun() throws {
        let (gradebook, learner) = try Self.everyTestHangs()
        let results = String(decoding: try gradebook.gradescope(learner), as: UTF8.self)
        #expect(results.contains("never ran 16 (not run"))
    }
}
