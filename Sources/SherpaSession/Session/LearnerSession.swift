import Foundation
import SherpaCore
import SherpaRunner

/// The learner's side of sherpa in one workspace: every action a learner takes (a check, a hint,
/// a quiz answer, a reset, a diff, a guide visit, the wrap-up, a note) is one method here that does
/// the work, records it in `progress.json` and rewrites the study-session log, and returns data.
/// The terminal and the MCP server both act through it, so an action is recorded the same way
/// whichever front end took it.
package struct LearnerSession {
    package let workspace: Workspace
    package let store: ProgressStore
    /// Read once, when the session is made: the advice in the log follows them.
    package let preferences: LearnerPreferences

    package init(workspace: Workspace, now: @escaping @Sendable () -> Date, preferences: LearnerPreferences? = nil) {
        self.workspace = workspace
        store = ProgressStore(sessionsFolder: workspace.sessionsFolder, route: workspace.catalog.route, now: now)
        self.preferences = preferences ?? workspace.loadPreferences().preferences
    }

    /// Saves with `save`, then rewrites the study-session log from what was saved. A failed save
    /// is returned with the value, never thrown: the learner still sees what the action did.
    func recording<Value>(_ value: Value, save: () throws -> Void) -> Recorded<Value> {
        do {
            try save()
        } catch {
            return Recorded(value: value, unsaved: error)
        }
        // Best effort, like the log itself: the JSON is already safe.
        SessionLog.refresh(store.load(), workspace: workspace, preferences: preferences)
        return Recorded(value: value, unsaved: nil)
    }
}
