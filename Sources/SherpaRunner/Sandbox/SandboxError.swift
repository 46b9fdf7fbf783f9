import Foundation

/// Why untrusted code was not run.
package enum SandboxError: LocalizedError, Equatable {
    /// The sandbox on this machine lacks something, and nobody asked to grade without it.
    case incomplete(limitations: [String])
    /// The memory cgroup a test process runs in could not be made.
    case memoryGroupFailed(path: String, reason: String)
    /// A file the test process must write could not be given to the user it runs as.
    case handOverFailed(path: String, reason: String)

    package var errorDescription: String? {
        switch self {
        case .incomplete(let limitations):
            "sherpa grade runs hand-ins only in a complete sandbox, and this machine cannot give one: \(limitations.joined(separator: " ")) Install bubblewrap (`apt-get install bubblewrap`) and allow it user namespaces (see docs/grading-on-ci.md), or pass --unconfined to grade trusted hand-ins anyway; every page of the report will then say so."
        case .memoryGroupFailed(let path, let reason):
            "sherpa could not make the memory cgroup \(path) that holds a test run to its memory limit, so the tests were not run: \(reason)."
        case .handOverFailed(let path, let reason):
            "sherpa runs as root and could not give \(path) to `nobody`, the user the tests run as, so the tests were not run: \(reason)."
        }
    }
}
