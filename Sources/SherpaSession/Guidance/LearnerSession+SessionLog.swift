import Foundation
import SherpaCore

extension LearnerSession {
    /// Writes the study-session logs again, so they exist even if someone deleted them, and
    /// returns their files, oldest first. Never from a `progress.json` kept aside as unusable,
    /// which would wipe the logs it cannot read: then nothing is written.
    package func rewriteSessionLogs() throws -> [URL] {
        guard (try? store.loadForWriting()) != nil else { return [] }
        return try SessionLog.write(store.load(), workspace: workspace, preferences: preferences)
    }
}
