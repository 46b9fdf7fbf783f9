import Foundation

/// What can go wrong starting a process.
enum ProcessRunnerError: LocalizedError {
    /// The program could not be started at all.
    case launchFailed(program: String, reason: String)
    /// The folder for the child's temporary files could not be made.
    case temporaryDirectoryFailed(path: String, reason: String)

    var errorDescription: String? {
        switch self {
        case .launchFailed(let program, let reason):
            "sherpa could not start \(program): \(reason). Is the Swift toolchain on your PATH?"
        case .temporaryDirectoryFailed(let path, let reason):
            "sherpa could not make the folder \(path) for the build's temporary files: \(reason). Check that .build/ is writable and the disk is not full."
        }
    }
}
