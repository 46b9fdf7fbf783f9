import Foundation
import SherpaCore
@testable import SherpaRunner
import Testing

@Suite("The hidden suites' canary")
struct HiddenSuiteCanaryTests {
    func result(canary: TestStatus) -> TestExecution.Result {
        TestExecution.Result(
            outcomes: [
                TestOutcome(name: "loads the books", status: .pass, origin: .suite),
                TestOutcome(name: HiddenSuiteCanary.testName, status: canary, origin: .suite),
            ],
            warnings: [],
            declared: [
                DeclaredTest(id: "HiddenSuite.BookTests/loads()", name: "loads()", displayName: "loads the books", isSuite: false, fileID: "HiddenSuite/BookTests.swift", line: 4),
                DeclaredTest(id: "HiddenSuite.HiddenSuiteCanary/mustFail()", name: "mustFail()", displayName: HiddenSuiteCanary.testName, isSuite: false, fileID: "HiddenSuite/HiddenSuiteCanary.swift", line: 8),
            ]
        )
    }

    @Test("A canary that failed, as it must, leaves the report and the run is trusted")
    func failedCanaryIsLeftOut() {
        var run = result(canary: .fail)
        HiddenSuiteCanary.settle(&run)
        #expect(run.outcomes.map(\.name) == ["loads the books"])
        #expect(run.declared.map(\.name) == ["loads()"])
        #expect(run.untrusted == nil)
    }

    @Test("A canary that passed makes the whole run untrusted")
    func passedCanaryDistrustsTheRun() throws {
        var run = result(canary: .pass)
        HiddenSuiteCanary.settle(&run)
        #expect(run.outcomes.map(\.name) == ["loads the books"])
        #expect(try #require(run.untrusted).contains("canary"))
    }

    @Test("The shipped suites and the counter fixture carry the same canary, and the inventory leaves it out")
    func canaryShippedAndUncounted() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let shipped = root.appendingPathComponent("sherpa/suites/Support/\(HiddenSuiteCanary.fileName)")
        let fixture = root.appendingPathComponent("Tests/Fixtures/CounterCourse/sherpa/suites/Support/\(HiddenSuiteCanary.fileName)")
        #expect(try Data(contentsOf: shipped) == Data(contentsOf: fixture))
        let text = try String(contentsOf: shipped, encoding: .utf8)
        #expect(text.contains("\"\(HiddenSuiteCanary.testName)\", .receipted"))
        let inventory = try HiddenSuiteInventory.read([shipped.deletingLastPathComponent()], modules: ["Foundation", "Testing"])
        #expect(inventory.tests.isEmpty)
    }
}
