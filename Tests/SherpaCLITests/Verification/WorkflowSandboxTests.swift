import Foundation
import SherpaTestSupport
import Testing

/// The shipped workflows run the sandbox tests and learner code where bubblewrap can build its
/// namespaces: on the runner itself, since Docker's default profiles refuse them in a container.
@Suite("GitHub workflows run the sandbox where it can start")
struct WorkflowSandboxTests {
    /// Each job of a workflow by name, with its lines (a small reading of the YAML the repository writes).
    static func jobs(in workflow: String) throws -> [String: [String]] {
        let text = try String(contentsOf: SherpaProcess.repositoryRoot.appendingPathComponent(".github/workflows/\(workflow)"), encoding: .utf8)
        var jobs: [String: [String]] = [:]
        var current: String?
        var inJobs = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "jobs:" { inJobs = true; continue }
            guard inJobs else { continue }
            if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") {
                current = String(line.dropFirst(2).dropLast())
            } else if let current {
                jobs[current, default: []].append(line)
            }
        }
        return jobs
    }

    @Test("Every Linux job that runs the harness's tests or grades runs on the runner, installs bubblewrap and proves it starts", arguments: ["ci.yml", "grade.yml"])
    func sandboxJobsRunOnTheRunner(workflow: String) throws {
        let jobs = try Self.jobs(in: workflow)
        // Linux jobs only: on macOS the sandbox is `sandbox-exec`, which needs nothing installed.
        let sandboxed = jobs.filter { _, lines in
            lines.contains { $0.contains("runs-on: ubuntu") } && lines.contains { $0.contains("swift test") || ($0.contains("sherpa grade") && !$0.contains("grade merge")) }
        }
        #expect(!sandboxed.isEmpty)
        for (name, lines) in sandboxed {
            #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("container:") }, "\(workflow): \(name) runs in a container")
            #expect(lines.contains { $0.contains("apt-get install") && $0.contains("bubblewrap") }, "\(workflow): \(name)")
            #expect(lines.contains { $0.contains("bwrap --unshare-all") }, "\(workflow): \(name)")
        }
    }
}
