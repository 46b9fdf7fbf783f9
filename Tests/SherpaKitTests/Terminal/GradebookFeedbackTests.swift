import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaKit
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

    @Test("The Gradescope results name the tests not run too")
    func gradescopeNamesTestsNotRun() throws {
        let (gradebook, learner) = try Self.everyTestHangs()
        let results = String(decoding: try gradebook.gradescope(learner), as: UTF8.self)
        #expect(results.contains("never ran 16 (not run"))
    }
}
