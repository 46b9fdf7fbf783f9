import Foundation
import SherpaCore

/// Where building one learner's code left them: the first thing `CheckPipeline` judges. `Built` is
/// what a build that compiled hands on: code ready to run (`BuiltLearnerCode`), or a class build's
/// member before its test runs are set up.
package enum LearnerBuild<Built> {
    /// Everything compiled; run the tests.
    case built(Built)
    /// The learner's code compiles but the suite does not compile against it: these sentences say what is missing.
    case missing([String])
    /// The learner's code does not compile (or the build could not finish): a finished report, status `.error`.
    case failed(CheckReport)
    /// The build failed only on SwiftUI the stand-in lacks (`StandInGap`), these names: the learner is
    /// not wrong, and whoever built it builds again with the views set aside.
    case checkerGap([String])

    /// The same outcome, with what was built turned into `Other`.
    package func map<Other>(_ transform: (Built) throws -> Other) rethrows -> LearnerBuild<Other> {
        switch self {
        case .built(let built): .built(try transform(built))
        case .missing(let sentences): .missing(sentences)
        case .failed(let report): .failed(report)
        case .checkerGap(let names): .checkerGap(names)
        }
    }
}

extension LearnerBuild: Sendable where Built: Sendable {}
