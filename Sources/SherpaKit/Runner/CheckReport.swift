import Foundation
import SherpaCore

/// The verdict on one test, probe or mutant.
public enum TestStatus: String, Codable, Sendable {
    case pass
    case fail
    /// The test trapped and took the test process down with it.
    case crashed
    /// The test ran past the per-test time limit and was stopped.
    case timedOut = "timed-out"
    case skipped
}

/// Where a reported line comes from.
public enum TestOrigin: String, Codable, Sendable {
    /// The section's hidden suite.
    case suite
    /// Tests the learner wrote (sections 4 and 8).
    case learner
    /// A compile-fail probe.
    case probe
}

/// One line of the report.
public struct TestOutcome: Codable, Sendable, Equatable {
    public var name: String
    public var status: TestStatus
    public var origin: TestOrigin
    /// What the learner reads when it did not pass.
    public var message: String?
    /// Captured output or the compiler's words, for the curious.
    public var output: String?
    /// The hint tied to this test, if the hints file has one.
    public var hint: String?

    public init(name: String, status: TestStatus, origin: TestOrigin, message: String? = nil, output: String? = nil, hint: String? = nil) {
        self.name = name
        self.status = status
        self.origin = origin
        self.message = message
        self.output = output
        self.hint = hint
    }
}

/// A compiler diagnostic, with the path already mapped back to the learner's tree.
public struct BuildDiagnostic: Codable, Sendable, Equatable {
    public var path: String
    public var line: Int
    public var column: Int
    public var severity: String
    public var message: String
    /// An extra sentence from sherpa, e.g. about the SwiftUI stand-in on Linux.
    public var note: String?

    public init(path: String, line: Int, column: Int, severity: String, message: String, note: String? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.note = note
    }

    public var location: String { "\(path):\(line):\(column)" }
}

/// A deliberately broken reference and whether the learner's tests caught it.
public struct MutantOutcome: Codable, Sendable, Equatable {
    public var id: String
    public var description: String
    public var killed: Bool
    /// Shown for a survivor: what kind of test would catch it.
    public var hint: String

    package init(id: String, description: String, killed: Bool, hint: String) {
        self.id = id
        self.description = description
        self.killed = killed
        self.hint = hint
    }
}

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

/// Process exit codes, as documented in the README.
public enum ExitCode {
    public static let success: Int32 = 0
    public static let failure: Int32 = 1
    public static let buildError: Int32 = 2
    public static let usage: Int32 = 64
    /// Something outside the learner's code went wrong (missing toolchain, unreadable catalog).
    public static let environment: Int32 = 70
}
