import Foundation
import SherpaCore
import SherpaRunner

/// A hand-in whose code is as close to the section's reference solution as a listed pair is to
/// each other, once the starter's code is set aside. The reference ships in every learner's clone
/// of the course, so a hand-in made from it looks like work of its own unless it is named: like a
/// pair, this is a pointer for a person, never a verdict.
package struct ReferenceMatch: Codable, Sendable, Equatable {
    package var learner: String
    /// Between 0 and 1: twice the shared fingerprints over the hand-in's and the reference's
    /// fingerprints (the Dice coefficient, as for a pair), rounded to three decimals.
    package var similarity: Double
    /// Fingerprints found in both the hand-in and the reference.
    var sharedFingerprints: Int
    /// The share of the hand-in's fingerprints that are also in the reference: near 1 when the
    /// hand-in sits almost entirely inside it.
    package var learnerShare: Double
    /// The longest run of code the two have in common, `inFirst` in the hand-in and `inSecond` in
    /// the reference; nil only if none could be located.
    package var longestFragment: SimilarityPair.Fragment?
}
