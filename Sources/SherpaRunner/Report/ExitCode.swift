import Foundation
import SherpaCore

/// Process exit codes, as documented in the README.
package enum ExitCode {
    package static let success: Int32 = 0
    package static let failure: Int32 = 1
    package static let buildError: Int32 = 2
    package static let usage: Int32 = 64
    /// Something outside the learner's code went wrong (missing toolchain, unreadable catalog).
    package static let environment: Int32 = 70
}
