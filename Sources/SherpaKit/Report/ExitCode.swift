import Foundation
import SherpaCore

/// Process exit codes, as documented in the README.
public enum ExitCode {
    public static let success: Int32 = 0
    public static let failure: Int32 = 1
    public static let buildError: Int32 = 2
    public static let usage: Int32 = 64
    /// Something outside the learner's code went wrong (missing toolchain, unreadable catalog).
    public static let environment: Int32 = 70
}
