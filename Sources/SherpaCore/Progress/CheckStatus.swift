/// The verdict of one whole check. Stored in JSON by its raw value, in reports and in every
/// recorded check, so it lives with progress; the runner is what decides it.
package enum CheckStatus: String, Codable, Sendable {
    case pass
    case fail
    /// The learner's code did not compile.
    case error
}
