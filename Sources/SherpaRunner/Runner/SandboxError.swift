import Foundation

/// Why untrusted code was not run.
package enum SandboxError: LocalizedError, Equatable {
    /// The sandbox on this machine lacks something, and nobody asked to grade without it.
    case incomplete(limitations: [String])

    package var errorDescription: String? {
        switch self {
        case .incomplete(let limitations):
            "sherpa grade runs hand-ins only in a complete sandbox, and this machine cannot give one: \(limitations.joined(separator: " ")) Install bubblewrap (`apt-get install bubblewrap`) and allow it user namespaces (see docs/grading-on-ci.md), or pass --unconfined to grade trusted hand-ins anyway; every page of the report will then say so."
        }
    }
}
