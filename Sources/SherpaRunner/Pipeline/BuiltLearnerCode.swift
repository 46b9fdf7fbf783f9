import Foundation
import SherpaCore

/// One learner's code after it compiled, wherever it was built: alone in a `ScratchPackage`
/// (`sherpa check`, `ScratchBuild`) or as one member of a class package (`sherpa grade`).
/// `CheckPipeline` asks it to run things; where and how they run is the package's business.
package protocol BuiltLearnerCode {
    /// The test target of the hidden suite, whose declared tests the suite's inventory is held against.
    var suiteTarget: String { get }
    /// Whether the learner's views and the suite's view tests were left out of this build, for a gap
    /// in the stand-in (`StandInGap`): the suite then declares fewer tests, perhaps none.
    var viewsSetAside: Bool { get }
    /// Runs the hidden suite against the learner's modules.
    func runSuite() throws -> TestExecution.Result
    /// Runs the learner's own tests against their code; nil when they wrote none.
    func runOwnTests() throws -> TestExecution.Result?
    /// Type-checks the section's compile-fail probes against the learner's modules.
    func runProbes(_ probes: [CompileFailProbe]) throws -> [TestOutcome]
    /// The learner's tests on the reference and on every mutant of it (`MutationJudge`).
    func judgeMutants(_ catalog: MutantCatalog, spec: LearnerTestsSpec, testsFolder: URL, testsDisplayPath: String) throws -> MutationTester.Verdict
}
