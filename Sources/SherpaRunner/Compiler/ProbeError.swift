import Foundation
import SherpaCore

/// What can be wrong with a probe file.
enum ProbeError: LocalizedError, Equatable {
    /// The probe does not say which error proves it.
    case missingExpectation(file: String)

    var errorDescription: String? {
        switch self {
        case .missingExpectation(let file):
            "The probe \(file) has no `// expect-error:` line, so sherpa cannot tell a right rejection from a wrong one."
        }
    }
}
