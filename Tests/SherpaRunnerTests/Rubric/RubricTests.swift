import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

@Suite("Scoring a check by a rubric")
struct RubricTests {
    let section8: CatalogSection
    let rubric8: Rubric

    init() throws {
        section8 = try ShippedCourse.section("8")
        rubric8 = try Rubric.load(for: section8, in: ShippedCourse.workspace())
    }

    func report(_ build: (inout CheckReport) -> Void) -> CheckReport {
        var report = CheckReport(section: "section-8", variant: .submission, status: .fail, message: "")
        build(&report)
        return report
    }

    @Test("Every criterion scores weight × the fraction it measures, and the total is their sum")
    func fractionalCredit() throws {
        let checked = Rubric.checkedRules(section8)
        let report = report { report in
            report.tests = [ShippedCourse.outcome("a", .pass), ShippedCourse.outcome("b", .fail), ShippedCourse.outcome("c", .pass), ShippedCourse.outcome("d", .crashed),
                            ShippedCourse.outcome("p", .pass, .probe), ShippedCourse.outcome("mine", .pass, .learner)]
            report.findings = [ArchitectureFinding(ruleID: checked.sorted()[0], message: "m", guide: "", path: "x.swift", line: 1)]
            report.mutants = [MutantOutcome(id: "one", description: "", killed: true, hint: ""), MutantOutcome(id: "two", description: "", killed: false, hint: "")]
        }
        let score = rubric8.score(report, section: section8)
        let points = Dictionary(uniqueKeysWithValues: score.criteria.map { ($0.measure, $0.points) })
        #expect(points[.hiddenTests] == 22.5)
        #expect(points[.probes] == 10)
        #expect(points[.learnerTests] == 10)
        #expect(points[.mutationScore] == 10)
        #expect(points[.architecture] == Rubric.rounded(15 * Double(checked.count - 1) / Double(checked.count)))
        #expect(score.total == Rubric.rounded(points.values.reduce(0, +)))
    }

    @Test("Code that does not compile scores nothing on every criterion")
    func buildErrorScoresZero() {
        let report = report { $0.status = .error }
        let score = rubric8.score(report, section: section8)
        #expect(score.total == 0)
        #expect(score.criteria.allSatisfy { $0.points == 0 })
    }

    @Test("While a type the section asks for is missing, behaviour and architecture score nothing")
    func missingTypeScoresNothing() {
        let report = report { $0.missing = ["Section 8 asks for a `BookRepository` type."] }
        let score = rubric8.score(report, section: section8)
        #expect(score.criteria.first { $0.measure == .hiddenTests }?.points == 0)
        #expect(score.criteria.first { $0.measure == .architecture }?.points == 0)
        #expect(score.total == 0)
    }

    @Test("When section 2's suite cannot be built, the score counts its 21 hidden tests and 3 probes, not 1 of each")
    func unbuiltSuiteCountsTheSection() throws {
        let section = try ShippedCourse.section("2")
        let rubric = try Rubric.load(for: section, in: ShippedCourse.workspace())
        var report = CheckReport(section: "section-2", variant: .starter, status: .fail, message: "")
        report.missing = ["Section 2 asks for a `ProfileViewModel` type; none was found in Exercises/Section2-ViewModel."]
        let details = Dictionary(uniqueKeysWithValues: rubric.score(report, section: section).criteria.map { ($0.measure, $0.detail) })
        #expect(details[.hiddenTests] == "0 of 21")
        #expect(details[.probes] == "0 of 3")
    }

    @Test("Code that does not compile is scored against the section's real counts")
    func buildErrorCountsTheSection() throws {
        let section = try ShippedCourse.section("2")
        let rubric = try Rubric.load(for: section, in: ShippedCourse.workspace())
        let report = CheckReport(section: "section-2", variant: .starter, status: .error, message: "")
        let details = Dictionary(uniqueKeysWithValues: rubric.score(report, section: section).criteria.map { ($0.measure, $0.detail) })
        #expect(details[.hiddenTests] == "0 of 21")
        #expect(details[.probes] == "0 of 3")
    }

    @Test("Tests that have not been tried on mutants earn no mutation points")
    func noMutantsNoPoints() {
        let report = report { $0.tests = [ShippedCourse.outcome("mine", .fail, .learner)] }
        #expect(rubric8.score(report, section: section8).criteria.first { $0.measure == .mutationScore }?.points == 0)
    }
}

@Suite("Validating the rubric files")
struct RubricValidatorTests {
    @Test("Every shipped section has a valid rubric")
    func shippedRubricsAreValid() throws {
        let workspace = try ShippedCourse.workspace()
        for section in workspace.catalog.sections {
            #expect(RubricValidator.problems(for: section, in: workspace) == [], "\(section.id)")
        }
    }

    @Test("A measure the section cannot produce is named as a problem")
    func unavailableMeasure() throws {
        let section = try ShippedCourse.section("2")
        #expect(RubricValidator.unavailable(.mutationScore, in: section) != nil)
        #expect(RubricValidator.unavailable(.hiddenTests, in: section) == nil)
        #expect(RubricValidator.unavailable(.architecture, in: try ShippedCourse.section("1")) != nil)
    }

    @Test("A rubric whose weights do not add up to 100 is reported with its file")
    func weightsMustAddUp() throws {
        let folder = try TemporaryFolder()
        let real = try ShippedCourse.workspace()
        let section = try ShippedCourse.section("2")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("sherpa/rubric"), withIntermediateDirectories: true)
        try folder.write(#"{"formatVersion":1,"section":"section-2","version":"1","criteria":[{"id":"behaviour","title":"B","weight":60,"measure":"hidden-tests"},{"id":"behaviour","title":"B","weight":30,"measure":"probes"}]}"#, to: "sherpa/rubric/section-2.json")
        let workspace = Workspace(root: folder.url, catalog: real.catalog)
        let problems = RubricValidator.problems(for: section, in: workspace)
        #expect(problems.contains("section-2: the weights in sherpa/rubric/section-2.json add up to 90.0, not 100."))
        #expect(problems.contains("section-2: sherpa/rubric/section-2.json names a criterion id twice."))
    }

    @Test("A rubric from a newer sherpa is refused with its version")
    func newerFormatIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"formatVersion":7}"#, to: "sherpa/rubric/section-2.json")
        let workspace = Workspace(root: folder.url, catalog: try ShippedCourse.workspace().catalog)
        #expect(throws: RubricError.unsupportedFormat(path: "sherpa/rubric/section-2.json", found: 7)) {
            try Rubric.load(for: ShippedCourse.section("2"), in: workspace)
        }
    }
}
