import Foundation
import Testing
import SherpaTestSupport

/// Every learner action saves progress and rewrites the study-session log in `LearnerSession`,
/// so the terminal and the MCP server cannot record the same action two ways. Outside
/// Sources/SherpaSession nothing may write the log, or save the learner's progress, itself.
@Suite("The session log's one writer")
struct SessionLogWritersTests {
    /// What rewrites the log, or saves progress that the log is made from.
    static let writes = ["SessionLog.refresh(", "SessionLog.write(", "QuizRecording.record", "store.record(", "store.update", ".recordPause("]

    @Test("No source file outside SherpaSession rewrites the session log or saves progress")
    func onlyTheSessionWrites() throws {
        let sources = SherpaProcess.repositoryRoot.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var checked = 0
        var found: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift", url.path.contains("/Sources/Sherpa") else { continue }
            // The log's own target, and the store and quiz records it calls, below it.
            if ["SherpaSession", "SherpaCore"].contains(where: { url.path.contains("/Sources/\($0)/") }) { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            found += Self.writes.filter { text.contains($0) }.map { "\(url.lastPathComponent): \($0)" }
            checked += 1
        }
        #expect(checked > 50)
        #expect(found.isEmpty, "written outside SherpaSession: \(found.joined(separator: ", "))")
    }

    @Test("The session writes the log in exactly one place")
    func oneRewrite() throws {
        let session = SherpaProcess.repositoryRoot.appendingPathComponent("Sources/SherpaSession")
        let enumerator = FileManager.default.enumerator(at: session, includingPropertiesForKeys: nil)
        var refreshes = 0
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            refreshes += text.components(separatedBy: "SessionLog.refresh(").count - 1
        }
        #expect(refreshes == 1)
    }
}
