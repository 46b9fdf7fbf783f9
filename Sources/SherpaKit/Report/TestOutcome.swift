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
