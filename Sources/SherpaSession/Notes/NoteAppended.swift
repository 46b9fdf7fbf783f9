import Foundation

/// A line added to the assistant's notes.
package struct NoteAppended: Equatable {
    /// The notes file, relative to the course.
    package var file: String
    package var line: String
}
