import Foundation
import SherpaCore

/// Where building one learner's code left them: the first thing `CheckPipeline` judges.
package enum LearnerBuild {
    /// Everything compiled; run the tests.
    case built(any BuiltLearnerCode)
    /// The learner's code compiles but the suite does not compile against it: these sentences say what is missing.
    case missing([String])
    /// The learner's code does not compile (or the build could not finish): a finished report, status `.error`.
    case failed(CheckReport)
    /// The build failed only on SwiftUI the stand-in lacks (`StandInGap`), these names: the learner is
    /// not wrong, and whoever built it builds again with the views set aside.
    case checkerGap([String])
}
