/// The verdict of one whole check. Stored in JSON by its raw value, in reports and in every
/// recorded check, so it lives with progress; the runner is what decides it.
package enum CheckStatus: String, Codable, Sendable {
    case pass
    case fail
    /// The learner's code did not compile.
    case error
    /// The learner's views use SwiftUI that sherpa's stand-in lacks: the gap is sherpa's, not the
    /// learner's, so everything else was judged without the views.
    case checkerGap = "checker-gap"
}
