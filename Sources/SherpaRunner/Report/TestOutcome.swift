import Foundation
import SherpaCore

/// The verdict on one test, probe or mutant.
package enum TestStatus: String, Codable, Sendable {
    case pass
    case fail
    /// The test trapped and took the test process down with it.
    case crashed
    /// The test ran past the per-test time limit and was stopped.
    case timedOut = "timed-out"
    case skipped
}

/// Where a reported line comes from.
package enum TestOrigin: String, Codable, Sendable {
    /// The section's hidden suite.
    case suite
    /// Tests the learner wrote (sections 4 and 8).
    case learner
    /// A compile-fail probe.
    case probe
}

/// One line of the report.
package struct TestOutcome: Codable, Sendable, Equatable {
    package var name: String
    package var status: TestStatus
    package var origin: TestOrigin
    /// What the learner reads when it did not pass.
    package var message: String?
    /// Captured output or the compiler's words, for the curious.
    package var output: String?
    /// The hint tied to this test, if the hints file has one.
    package var hint: String?

    package init(name: String, status: TestStatus, origin: TestOrigin, message: String? = nil, output: String? = nil, hint: String? = nil) {
        self.name = name
        self.status = status
        self.origin = origin
        self.message = message
        self.output = output
        self.hint = hint
    }
}
