import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

/// Learner code that "ran" the hidden suite with one named test failing and every other test of the
/// suite's inventory passing, so the pipeline trusts the run and decides what the report shows.
private struct OneFailingTest: BuiltLearnerCode {
    let failing: String
    let inventory: HiddenSuiteInventory
    var suiteTarget: String { ScratchPackage.suiteTarget }
    var viewsSetAside: Bool { false }

    func runSuite() throws -> TestExecution.Result {
        let declared = inventory.tests.sorted().enumerated().map { index, place in
            DeclaredTest(id: "HiddenSuite.T/t\(index)()", name: "t\(index)()", displayName: index == 0 ? failing : "test \(index)", isSuite: false, fileID: "HiddenSuite/\(place.file)", line: place.line)
        }
        let outcomes = declared.map { test in
            TestOutcome(name: test.displayName ?? test.name, status: test.displayName == failing ? .fail : .pass, origin: .suite, message: "it must hold")
        }
        return TestExecution.Result(outcomes: outcomes, warnings: [], declared: declared)
    }

    func runOwnTests() throws -> TestExecution.Result? { nil }
    func runProbes(_ probes: [CompileFailProbe]) throws -> [TestOutcome] { [] }
    func judgeMutants(_ catalog: MutantCatalog, spec: LearnerTestsSpec, testsFolder: URL, testsDisplayPath: String) throws -> MutationTester.Verdict {
        MutationTester.Verdict(mutants: MutationJudge.survivors(catalog), warnings: [])
    }
}

@Suite("Which reports carry the hints' line-level instructions")
struct CheckPipelineHintTests {
    func failingReport(section number: String) throws -> (CheckReport, String) {
        let workspace = try ShippedCourse.workspace()
        let section = try workspace.section(named: number)
        let failing = try #require(HintBook.load(section, in: workspace)?.tests.first?.test)
        let pipeline = try CheckPipeline(environment: RunEnvironment(workspace: workspace, processes: SystemProcessRunner()), section: section)
        let code = OneFailingTest(failing: failing, inventory: try HiddenSuiteInventory.of(section, in: workspace, learnerModules: section.modules.map(\.name)))
        let report = try pipeline.report(.built(code), sourceFolder: workspace.url(section.starter), sourcePath: section.starter, variant: .starter)
        return (report, failing)
    }

    @Test("In the graded capstone, a failing hidden test says what fails and carries no hint")
    func gradedSectionCarriesNoHint() throws {
        let (report, failing) = try failingReport(section: "8")
        let outcome = try #require(report.tests.first { $0.name == failing })
        #expect(outcome.status == .fail && outcome.message == "it must hold")
        #expect(outcome.hint == nil)
    }

    @Test("In a practice section, a failing hidden test carries its hint")
    func practiceSectionCarriesTheHint() throws {
        let (report, failing) = try failingReport(section: "3")
        #expect(try #require(report.tests.first { $0.name == failing }).hint != nil)
    }
}
