import Foundation

/// Where the seconds of one check went, step by step, so a learner or an author can see what is
/// slow. Only `sherpa check --timings` shows them; a step the check did not take stays nil.
package struct CheckTimings: Codable, Sendable, Equatable {
    /// Preparing the stand-in, syncing the scratch package and `swift build`.
    package var build: Double = 0
    /// The hidden suite and the learner's own tests, re-runs after a trap or a hang included.
    package var tests: Double? = nil
    /// Type-checking the compile-fail probes.
    package var probes: Double? = nil
    /// The architecture rules and the folder layout.
    package var rules: Double? = nil
    /// The learner's tests against every mutant.
    package var mutants: Double? = nil

    init(build: Double = 0) {
        self.build = build
    }

    /// Seconds since `start`, for one step.
    static func seconds(since start: Date) -> Double {
        Date().timeIntervalSince(start)
    }
}
