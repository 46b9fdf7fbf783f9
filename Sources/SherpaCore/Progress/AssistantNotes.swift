import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `.sessions/assistant-notes.md`: the one file in `.sessions/` that belongs to whoever teaches
/// beside the learner (misconceptions seen, the learner's confidence in their words, notes for
/// next time). sherpa creates it once from a short template when it is missing and never rewrites
/// it, so nothing typed there is lost; the only other write is an assistant's own observation,
/// appended at its end through `sherpa mcp`. `.sessions/index.md` links to it.
package enum AssistantNotes {
    package static let fileName = "assistant-notes.md"

    package static func file(in sessionsFolder: URL) -> URL {
        sessionsFolder.appendingPathComponent(fileName)
    }

    /// The starting text: headings with a line each on what goes there.
    static let template = """
        # Notes for the next session

        <!-- Yours to write. sherpa created this file once and never changes it: not when it saves progress, not on reset, not at the wrap-up. -->

        ## Misconceptions seen

        Which idea went wrong, in which section, and what finally made it click.

        ## Confidence

        What the learner said about how sure they feel, in their own words. sherpa keeps the 1 to 10 number from `sherpa wrapup` in progress.json.

        ## Notes for next time

        Where to start the next session and what to revisit first.

        """

    /// Creates the file from the template if nothing has that name; returns whether it did.
    /// The text goes to a temporary file that is then hard-linked into place, and a link never
    /// replaces an existing file, so a file that appeared in the meantime is left untouched.
    @discardableResult
    package static func createIfMissing(in sessionsFolder: URL) throws -> Bool {
        let target = file(in: sessionsFolder)
        guard ProgressStore.nothingExists(at: target) else { return false }
        try FileManager.default.createDirectory(at: sessionsFolder, withIntermediateDirectories: true)
        let draft = sessionsFolder.appendingPathComponent(".\(fileName).\(ProcessInfo.processInfo.processIdentifier).tmp")
        try Data(template.utf8).write(to: draft)
        defer { unlink(draft.path) }
        if link(draft.path, target.path) == 0 { return true }
        guard errno != EEXIST else { return false }
        // A file system without hard links: an exclusive create still never replaces a file.
        do {
            try Data(template.utf8).write(to: target, options: .withoutOverwriting)
            return true
        } catch {
            if !ProgressStore.nothingExists(at: target) { return false }
            throw error
        }
    }
}
