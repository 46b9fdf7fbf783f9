/// Which tree a check looks at. Stored in JSON by its raw value. It lives with progress
/// because every recorded check keeps it; the runner is what produces it.
package enum CheckVariant: String, Codable, Sendable {
    /// The learner's folder in `Exercises/`.
    case starter
    /// The reference in `Solutions/`.
    case solution
    /// A learner's hand-in, graded by an instructor.
    case submission
}
