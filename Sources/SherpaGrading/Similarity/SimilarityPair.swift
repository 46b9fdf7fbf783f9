import Foundation
import SherpaCore
import SherpaRunner

/// Two learners whose hand-ins share more code than the threshold, once the starter's code is set
/// aside: a pointer for a person to look at, never a verdict.
package struct SimilarityPair: Codable, Sendable, Equatable {
    /// The learner whose id sorts first.
    package var first: String
    package var second: String
    /// Between 0 and 1: twice the shared fingerprints over both learners' fingerprints (the Dice
    /// coefficient), rounded to three decimals.
    package var similarity: Double
    /// Fingerprints found in both hand-ins.
    package var sharedFingerprints: Int
    /// The share of `first`'s fingerprints that are also in `second`'s, and the other way round:
    /// different when one hand-in is much longer than the other.
    package var firstShare: Double
    package var secondShare: Double
    /// The longest run of code the two have in common; nil only if none could be located.
    package var longestFragment: Fragment?

    /// A stretch of normalised tokens both hand-ins contain, in the same order.
    package struct Fragment: Codable, Sendable, Equatable {
        /// How many normalised tokens long it is.
        package var tokens: Int
        package var inFirst: Place
        package var inSecond: Place
    }

    /// Where a fragment sits in one learner's copy.
    package struct Place: Codable, Sendable, Equatable {
        /// Relative to the section folder, e.g. `BookListViewModel.swift`.
        package var path: String
        var firstLine: Int
        var lastLine: Int

        /// `path:12-30`, or `path:12` for a single line.
        package var description: String {
            firstLine == lastLine ? "\(path):\(firstLine)" : "\(path):\(firstLine)-\(lastLine)"
        }
    }
}
