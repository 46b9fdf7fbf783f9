import Foundation
import SherpaCore

/// The whole result of `sherpa check`. Its JSON form follows Exercism's `results.json`
/// (status, message, tests with name/status/message/output) and adds sherpa's extras.
package struct CheckReport: Codable, Sendable, Equatable {
    package typealias Status = CheckStatus

    package var version = 1
    package var section: String
    package var variant: CheckVariant
    package var status: Status
    /// One sentence for the whole run.
    package var message: String
    package var tests: [TestOutcome] = []
    package var findings: [ArchitectureFinding] = []
    package var buildErrors: [BuildDiagnostic] = []
    /// True when `buildErrors` are sherpa's refusals of what a hand-in declares or imports
    /// (`ReservedNames`), found before anything was built, rather than the compiler's errors.
    package var refusedBeforeBuild: Bool? = nil
    /// Why the hidden tests' results could not be used, when they could not: the test process stopped
    /// before any test started, or its report left hidden tests out. The check fails.
    package var runProblem: String? = nil
    /// The SwiftUI names the learner's views use and sherpa's stand-in lacks (`Gauge`, `.alert`), when
    /// that is the only reason the views do not compile (status `checkerGap`); nil otherwise.
    package var checkerGaps: [String]? = nil
    /// Plain sentences naming what the section asks for and the code lacks.
    package var missing: [String] = []
    package var mutants: [MutantOutcome]? = nil
    /// How many mutants must be killed, when the section has mutants.
    package var requiredKills: Int? = nil
    /// Points by the section's rubric: what an instructor's `sherpa grade` records for the same code.
    package var score: RubricScore? = nil
    /// Warnings that do not change the verdict (a modified suite, a truncated output...).
    package var warnings: [String] = []
    var duration: Double = 0
    /// Seconds per step; filled by the check, kept in the output only when `--timings` asks.
    package var timings: CheckTimings? = nil

    package init(section: String, variant: CheckVariant, status: Status, message: String) {
        self.section = section
        self.variant = variant
        self.status = status
        self.message = message
    }

    package var exitCode: Int32 {
        switch status {
        case .pass: ExitCode.success
        case .fail: ExitCode.failure
        case .error: ExitCode.buildError
        // Not a pass: the views were not judged. Not a build error either: the code is not at fault.
        case .checkerGap: ExitCode.failure
        }
    }

    package var passedCount: Int { tests.filter { $0.status == .pass }.count }
    package var failedTests: [TestOutcome] { tests.filter { $0.status != .pass && $0.status != .skipped } }
}
