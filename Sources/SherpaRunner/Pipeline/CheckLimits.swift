import Foundation
import SherpaCore

/// Limits for one check. The defaults suit a learner's laptop and CI alike.
package struct CheckLimits: Sendable {
    /// A single test running longer than this is stopped and reported as timed out.
    package var perTest: TimeInterval = 15
    /// One `swift test` process may not run longer than this.
    package var perRun: TimeInterval = 180
    /// The first run of a group of tests and every re-run after a trap or a hang, together, may
    /// not take longer than this: a hang in every test must not cost one time limit per test.
    var allRuns: TimeInterval = 300
    /// After this many runs in a row ended by a hung test, the tests not run yet are left out:
    /// a hang in one test is usually a hang in the code they all call.
    var hangsInARow: Int = 3
    /// One `swift build` may not run longer than this.
    package var build: TimeInterval = 900
    /// Bytes of output kept per stream.
    package var output: Int = 1 << 20

    init() {}

    /// The defaults, with `SHERPA_TEST_TIME_LIMIT` (seconds per test) taken from the environment.
    package init(environment: [String: String]) {
        if let value = environment["SHERPA_TEST_TIME_LIMIT"].flatMap(TimeInterval.init), value > 0 {
            perTest = value
        }
    }
}
