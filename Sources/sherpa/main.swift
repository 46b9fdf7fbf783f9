import Foundation
import SherpaKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The executable only builds the real context and hands over to SherpaKit. Ctrl-C and SIGTERM
// stop the builds and tests sherpa started before it exits.
StopSignals.install()
let context = CommandContext(
    currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    console: .standard(),
    inputIsTerminal: isatty(STDIN_FILENO) == 1
)
exit(SherpaCLI.main(Array(CommandLine.arguments.dropFirst()), context: context))
