import Foundation
import SherpaCore
import SherpaRunner

/// Reads a folder's files as git has them at a commit, through the injected process runner.
struct GitStarterSource {
    let root: URL
    let processes: any ProcessRunning

    /// Paths inside `folder` (relative to it) and their contents at `ref`.
    func files(in folder: String, at ref: String) throws -> [String: String] {
        let inside = try git(["rev-parse", "--is-inside-work-tree"])
        guard inside.succeeded, inside.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "true" else {
            throw ResetError.notGitCheckout(root: root.path, folder: folder, reason: nil)
        }
        let listing = try git(["ls-tree", "-r", "-z", "--name-only", ref, "--", folder + "/"])
        guard listing.succeeded else {
            throw ResetError.unknownRef(ref: ref, message: listing.stderr.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        // Paths come back relative to the working directory, which is `root`.
        let paths = listing.stdout.split(separator: "\0").map(String.init).filter { !$0.isEmpty }
        guard !paths.isEmpty else { throw ResetError.notInRef(folder: folder, ref: ref) }
        var files: [String: String] = [:]
        for path in paths {
            // `ref:./path` is read relative to the working directory, even when the course is a sub-folder of a larger repository.
            let blob = try git(["cat-file", "blob", "\(ref):./\(path)"])
            guard blob.succeeded else {
                throw ResetError.unknownRef(ref: ref, message: blob.stderr.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            let relative = path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
            files[relative] = blob.stdout
        }
        return files
    }

    private func git(_ arguments: [String]) throws -> ProcessOutcome {
        do {
            return try processes.run(ProcessInvocation(program: "git", arguments: ["-C", root.path] + arguments, timeout: 60, outputLimit: 8 << 20))
        } catch {
            throw ResetError.notGitCheckout(root: root.path, folder: "", reason: "git could not be started: \(error.localizedDescription)")
        }
    }
}
