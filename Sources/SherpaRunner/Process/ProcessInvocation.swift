import Foundation

/// A command to run, with the limits it must stay within.
package struct ProcessInvocation: Sendable, Equatable {
    /// A program name looked up on `PATH`, or an absolute path.
    package var program: String
    package var arguments: [String]
    var workingDirectory: URL?
    /// Added to the inherited environment (after `NO_COLOR=1`).
    package var environment: [String: String]
    /// Wall-clock limit in seconds; the whole process tree is killed past it.
    var timeout: TimeInterval
    /// Bytes kept of each of stdout and stderr: the first half and the last half of that, so
    /// both the start of the output and the reason at its end survive. The middle is dropped.
    var outputLimit: Int
    /// A folder for the child's temporary files, for example `.build/sherpa/tmp`, passed as `TMPDIR`.
    /// The runner creates it, and when no run (of any sherpa) is using it any more it removes the
    /// `TemporaryDirectory.*` folders the Swift driver leaves behind, after a kill too. One folder
    /// is shared by all runs on purpose: SwiftPM keeps its build-folder lock files in `TMPDIR`, so
    /// a folder per run would let two builds of the same package run at once.
    var temporaryDirectory: URL?

    package init(
        program: String,
        arguments: [String],
        workingDirectory: URL? = nil,
        environment: [String: String] = [:],
        timeout: TimeInterval = 600,
        outputLimit: Int = 1 << 20,
        temporaryDirectory: URL? = nil
    ) {
        self.program = program
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.environment = environment
        self.timeout = timeout
        self.outputLimit = outputLimit
        self.temporaryDirectory = temporaryDirectory
    }
}
