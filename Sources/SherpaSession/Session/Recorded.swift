import Foundation

/// What a learner action returns: its result, and why it could not be recorded if it could not.
package struct Recorded<Value> {
    package var value: Value
    /// The save's error; nil when the action is in `progress.json` and the session log follows it.
    package var unsaved: (any Error)?

    /// The value, or the save's error for a caller that refuses an unrecorded action.
    package func get() throws -> Value {
        if let unsaved { throw unsaved }
        return value
    }
}
