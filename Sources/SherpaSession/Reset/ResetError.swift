import Foundation

/// Why a reset could not be done. Every case says whether the learner's files were touched.
enum ResetError: LocalizedError, Equatable {
    case notGitCheckout(root: String, folder: String, reason: String?)
    case unknownRef(ref: String, message: String)
    case notInRef(folder: String, ref: String)
    case backupFailed(path: String, reason: String)
    case restoreFailed(reason: String, backup: String?)

    var errorDescription: String? {
        switch self {
        case .notGitCheckout(let root, let folder, let reason):
            "sherpa restores a starter from git, and \(root) is not a git checkout\(reason.map { " (\($0))" } ?? " (was the course downloaded as a ZIP?)"). Nothing was changed. To start over, copy \(folder.isEmpty ? "the section's folder" : folder + "/") from a fresh download of the course."
        case .unknownRef(let ref, let message):
            "git could not read the starter at \(ref)\(message.isEmpty ? "" : ": \(message)"). Nothing was changed."
        case .notInRef(let folder, let ref):
            "git's \(ref) has no files in \(folder)/, so there is no starter to restore from it. Nothing was changed."
        case .backupFailed(let path, let reason):
            "sherpa could not back up your files to \(path) (\(reason)), so it did not reset anything."
        case .restoreFailed(let reason, let backup):
            "Restoring the starter stopped part-way: \(reason). " + (backup.map { "Your files are safe in \($0)/." } ?? "")
        }
    }
}
