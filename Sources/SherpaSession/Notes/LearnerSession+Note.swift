import Foundation
import SherpaCore

extension LearnerSession {
    /// Appends one dated observation to `.sessions/assistant-notes.md`, which sherpa creates once
    /// and never rewrites. `text` is one line by then; `section` is the one it is about, if any.
    package func note(_ text: String, about section: CatalogSection?) throws -> NoteAppended {
        let day = SessionClock(timeZone: .current).day(store.clock)
        let line = "- \(day)" + (section.map { " (\($0.displayName))" } ?? "") + ": " + text
        try AssistantNotes.append(line, in: workspace.sessionsFolder)
        return NoteAppended(file: notesPath, line: line)
    }
}
