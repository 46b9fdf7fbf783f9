import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
import SherpaTestSupport

@Suite("Applying overrides and the late policy")
struct GradePolicyTests {
    let rubric: Rubric
    let grade: LearnerGrade

    init() throws {
        let section = try ShippedCourse.section("8")
        rubric = try Rubric.load(for: section, in: ShippedCourse.workspace())
        var report = CheckReport(section: "section-8", variant: .submission, status: .pass, message: "")
        report.tests = [ShippedCourse.outcome("a", .pass), ShippedCourse.outcome("b", .fail), ShippedCourse.outcome("p", .pass, .probe), ShippedCourse.outcome("mine", .pass, .learner)]
        report.mutants = [MutantOutcome(id: "m", description: "", killed: true, hint: "")]
        let score = rubric.score(report, section: section)
        grade = LearnerGrade(learner: "ada", status: .graded, layout: .repository, score: score, autograde: score, report: report, notes: [], submittedAt: GradePolicy.date("2026-12-03T12:00:00Z"), digest: "d")
    }

    func override(_ criterion: String?, _ change: GradePolicy.Override.Change, learner: String = "ada") -> GradePolicy.Override {
        GradePolicy.Override(learner: learner, criterion: criterion, change: change, reason: "reviewed by hand")
    }

    @Test("A criterion override stays within the criterion's weight and moves the total with it")
    func criterionOverrideIsClamped() {
        var policy = GradePolicy()
        policy.overrides = [override("behaviour", .delta(100))]
        let adjusted = policy.apply(to: grade, rubric: rubric)
        #expect(adjusted.score.criteria.first { $0.id == "behaviour" }?.points == 45)
        #expect(adjusted.score.total == grade.autograde.total + 22.5)
        #expect(adjusted.adjustments == [GradeAdjustment(kind: .override, criterion: "behaviour", points: 22.5, reason: "reviewed by hand")])
        #expect(adjusted.autograde == grade.autograde)
    }

    @Test("A fixed total replaces the score; another learner's override changes nothing")
    func totalOverride() {
        var policy = GradePolicy()
        policy.overrides = [override(nil, .fixed(50)), override(nil, .fixed(0), learner: "bo")]
        #expect(policy.apply(to: grade, rubric: rubric).score.total == 50)
    }

    @Test("A late hand-in loses the penalty per started day, up to the cap, after the overrides")
    func latePenalty() {
        var policy = GradePolicy()
        policy.due = GradePolicy.date("2026-12-01")
        policy.latePenaltyPerDay = 10
        policy.latePenaltyCap = 15
        policy.overrides = [override(nil, .fixed(80))]
        let adjusted = policy.apply(to: grade, rubric: rubric)
        #expect(adjusted.score.total == 68)
        #expect(adjusted.adjustments.last?.kind == .latePenalty)
        #expect(adjusted.adjustments.last?.reason == "Handed in 2 days late: 15% of the score.")
    }

    @Test("An extension moves the deadline for that learner only")
    func extensionMovesDeadline() {
        var policy = GradePolicy()
        policy.due = GradePolicy.date("2026-12-01")
        policy.extensions = ["ada": 3]
        #expect(policy.apply(to: grade, rubric: rubric).adjustments.isEmpty)
    }

    @Test("Applying the policy twice gives the same grade: a regrade keeps every decision once")
    func idempotent() {
        var policy = GradePolicy()
        policy.due = GradePolicy.date("2026-12-01")
        policy.overrides = [override("behaviour", .delta(-5))]
        let once = policy.apply(to: grade, rubric: rubric)
        #expect(policy.apply(to: once, rubric: rubric) == once)
    }

    @Test("The overrides file is read line by line; a bad line is refused with its number")
    func overridesFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("learner,criterion,adjustment,reason\nada,total,=70,\"late work accepted, see email\"\n", to: "overrides.csv")
        let read = try GradePolicy.overrides(from: folder.url.appendingPathComponent("overrides.csv"), rubric: rubric)
        #expect(read == [GradePolicy.Override(learner: "ada", criterion: nil, change: .fixed(70), reason: "late work accepted, see email")])
        try folder.write("learner,criterion,adjustment,reason\nada,style,+3,neat\n", to: "bad.csv")
        #expect(throws: GradingError.self) { try GradePolicy.overrides(from: folder.url.appendingPathComponent("bad.csv"), rubric: rubric) }
        #expect(try GradePolicy.overrides(from: folder.url.appendingPathComponent("absent.csv"), rubric: rubric).isEmpty)
    }
}

@Suite("Reading the overrides file before any build")
struct OverridesValidationTests {
    let folder: TemporaryFolder
    let rubric: Rubric

    init() throws {
        folder = try TemporaryFolder()
        rubric = try Rubric.load(for: ShippedCourse.section("8"), in: ShippedCourse.workspace())
    }

    func read(_ line: String, learners: Set<String>? = nil) throws -> [GradePolicy.Override] {
        try folder.write("learner,criterion,adjustment,reason\n\(line)\n", to: "overrides.csv")
        return try GradePolicy.overrides(from: folder.url.appendingPathComponent("overrides.csv"), rubric: rubric, learners: learners)
    }

    @Test("An adjustment that is not a finite number (=nan, +inf) is refused with its line", arguments: ["=nan", "=NaN", "+inf", "-infinity", "=1e400"])
    func nonFiniteAdjustmentIsRefused(_ adjustment: String) throws {
        let path = folder.url.appendingPathComponent("overrides.csv").path
        #expect(throws: GradingError.badOverride(path: path, line: 2, reason: "the adjustment \(adjustment) is not +N, -N or =N with N a number of points, such as +3, -2.5 or =80.")) {
            try read("ada,total,\(adjustment),decided by hand")
        }
    }

    @Test("An override for a learner who is not in the class is refused with the line and the id")
    func unknownLearnerIsRefused() throws {
        let path = folder.url.appendingPathComponent("overrides.csv").path
        #expect(throws: GradingError.overrideForUnknownLearner(path: path, line: 2, learner: "adaa")) {
            try read("adaa,total,=80,typo in the id", learners: ["ada", "bo"])
        }
        #expect(try read("ada,total,=80,checked by hand", learners: ["ada", "bo"]).count == 1)
    }
}

@Suite("Slicing a class into shards")
struct GradeShardTests {
    let learners = (1...200).map { "learner-\($0)" }

    @Test("Every learner is in exactly one of N shards")
    func partition() throws {
        let shards = try (1...4).map { try GradeShard.parse("\($0)/4") }
        for learner in learners {
            #expect(shards.filter { $0.contains(learner) }.count == 1)
        }
        #expect(shards.allSatisfy { shard in learners.contains(where: shard.contains) })
    }

    @Test("A learner's shard depends on their id alone, so adding learners moves nobody")
    func stableUnderAdding() throws {
        let shard = try GradeShard.parse("2/3")
        let before = learners.filter(shard.contains)
        let after = (learners + ["newcomer-1", "newcomer-2"]).filter(shard.contains)
        #expect(Array(after.prefix(before.count)) == before)
    }

    @Test("K/N outside 1…N is refused")
    func badShard() {
        #expect(throws: GradingError.badShard("0/3")) { try GradeShard.parse("0/3") }
        #expect(throws: GradingError.badShard("4/3")) { try GradeShard.parse("4/3") }
        #expect(throws: GradingError.badShard("two")) { try GradeShard.parse("two") }
    }
}
