import Foundation
import SherpaCore

/// The whole result of `sherpa check`. Its JSON form follows Exercism's `results.json`
/// (status, message, tests with name/status/message/output) and adds sherpa's extras.
public struct CheckReport: Codable, Sendable, Equatable {
    public typealias Status = CheckStatus

    public var version = 1
    public var section: String
    public var variant: CheckVariant
    public var status: Status
    /// One sentence for the whole run.
    public var message: String
    public var tests: [TestOutcome] = []
    public var findings: [ArchitectureFinding] = []
    public var buildErrors: [BuildDiagnostic] = []
    /// Why the hidden tests' results could not be used, when they could not: the test process stopped
    /// before any test started, or its report left hidden tests out. The check fails.
    public var runProblem: String? = nil
    /// Plain sentences naming what the section asks for and the code lacks.
    public var missing: [String] = []
    public var mutants: [MutantOutcome]? = nil
    /// How many mutants must be killed, when the section has mutants.
    public var requiredKills: Int? = nil
    /// Points by the section's rubric: what an instructor's `sherpa grade` records for the same code.
    public var score: RubricScore? = nil
    /// Warnings that do not change the verdict (a modified suite, a truncated output...).
    public var warnings: [String] = []
    public var duration: Double = 0

    public init(section: String, variant: CheckVariant, status: Status, message: String) {
        self.section = section
        self.variant = variant
        self.status = status
        self.message = message
    }

    public var exitCode: Int32 {
        switch status {
        case .pass: ExitCode.success
        case .fail: ExitCode.failure
        case .error: ExitCode.buildError
        }
    }

    public var passedCount: Int { tests.filter { $0.status == .pass }.count }
    public var failedTests: [TestOutcome] { tests.filter { $0.status != .pass && $0.status != .skipped } }
}
