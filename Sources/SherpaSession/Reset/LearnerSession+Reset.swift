import Foundation
import SherpaCore
import SherpaRunner

extension LearnerSession {
    /// Reads what a reset of `section` to the starter at `ref` would do, touching nothing. Throws
    /// when git cannot give the starter, or when the folder itself is a link: a reset through it
    /// would overwrite the link's target and back up only the link.
    package func planReset(_ section: CatalogSection, from ref: String, processes: any ProcessRunning) throws -> ResetPlan {
        let folder = workspace.url(section.starter)
        let pristine = try GitStarterSource(root: workspace.root, processes: processes).files(in: section.starter, at: ref)
        let listing = try ExerciseFolder.listing(of: folder)
        let current = ExerciseFolder.entries(listing)
        return ResetPlan(
            section: section, ref: ref, folder: folder, pristine: pristine, current: current,
            untouched: listing.undecodableNames,
            isStarter: try ExerciseFolder.matches(folder, current: current, pristine: pristine)
        )
    }

    /// Backs the learner's files up to a dated folder, then restores the starter, and records the reset.
    package func reset(_ plan: ResetPlan) throws -> Recorded<ResetDone> {
        let section = plan.section
        let name = "\(section.id)-\(SessionClock(timeZone: .current).stamp(store.clock))"
        let backup = try ExerciseFolder.backUp(plan.folder, entries: plan.current, into: store.routeFolder.appendingPathComponent("backups"), name: name)
        let backupPath = backup.map(workspace.relativePath)
        let restored: ExerciseFolder.Restored
        do {
            restored = try ExerciseFolder.restore(plan.folder, current: plan.current, pristine: plan.pristine)
        } catch {
            throw ResetError.restoreFailed(reason: error.localizedDescription, backup: backupPath)
        }
        let savedText = backupPath.map { "your files were saved to \($0)/" } ?? "there were no files to save"
        return recording(ResetDone(backupPath: backupPath, written: restored.written, removed: restored.removed)) {
            try store.record(.reset, section: section.id, summary: "reset to the starter from git \(plan.ref); \(savedText)")
        }
    }
}
