import Foundation
@testable import SherpaCore
@testable import SherpaCLI
import SherpaTestSupport

extension QuizCourse {
    /// Runs `sherpa <arguments>` in-process with the given typed lines.
    func run(_ arguments: [String], lines: [String] = [], terminal: Bool = false) -> Int32 {
        var remaining = lines[...]
        let buffer = OutputBuffer()
        let context = CommandContext(
            currentDirectory: root,
            console: .capturing(buffer),
            now: { Date(timeIntervalSince1970: 1_800_000_000) },
            environment: [:],
            readLine: { remaining.popFirst() },
            inputIsTerminal: terminal
        )
        let code = SherpaCLI.main(arguments, context: context)
        output.stdout += buffer.stdout
        output.stderr += buffer.stderr
        return code
    }
}
