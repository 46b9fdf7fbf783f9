import Foundation
import SherpaCore

/// A hint the learner was given: the section's hints, the one picked, and the progress it was picked from.
package struct HintGiven {
    package var book: HintBook
    package var pick: HintPick
    package var progress: LearnerProgress
}
