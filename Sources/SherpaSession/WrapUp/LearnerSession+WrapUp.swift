import Foundation
import SherpaCore

extension LearnerSession {
    /// Records the learner's answer to the wrap-up's confidence question, from 1 to 10.
    package func wrapUp(confidence: Int) -> Recorded<WrapUpRecord> {
        let record = WrapUpRecord(at: store.clock, confidence: confidence)
        return recording(record) {
            try store.update { progress in
                progress.wrapUps = (progress.wrapUps ?? []) + [record]
            }
        }
    }

    /// The assistant's notes file, relative to the course.
    package var notesPath: String {
        workspace.relativePath(AssistantNotes.file(in: store.sessionsFolder))
    }
}
