import Foundation
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaCLI
import SherpaTestSupport

extension JourneyWorkspace {
    /// Runs `sherpa <arguments>` in the workspace; `pager` stands in for the reader's pager.
    @discardableResult
    func run(_ arguments: [String], terminal: Bool = false, width: Int = 100, processes: (any ProcessRunning)? = nil, pager: ((String) -> Bool)? = nil) -> JourneyRun {
        let buffer = OutputBuffer()
        let clock = clock
        let context = CommandContext(
            currentDirectory: root,
            console: .capturing(buffer, isTerminal: terminal, width: width, pager: pager),
            processes: processes ?? JourneyFakeGit(root: root, files: [:], isRepository: false),
            now: { clock.now },
            environment: [:],
            readLine: { nil }
        )
        let code = SherpaCLI.main(arguments, context: context)
        return JourneyRun(code: code, stdout: buffer.stdout, stderr: buffer.stderr)
    }
}

struct JourneyRun {
    var code: Int32
    var stdout: String
    var stderr: String
}
