import Foundation
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaSession
@testable import SherpaMCP
import SherpaTestSupport

/// Runs an `MCPServer` over scripted lines and collects what it writes, one parsed message a line.
/// A line may be a closure, called when the server asks for it, so a test can wait there for a
/// condition (a tool having started) before the next line goes in.
final class MCPScript: @unchecked Sendable {
    enum Step {
        case line(String)
        case wait(() -> Void)
    }

    private let lock = NSLock()
    private var written: [String] = []
    private var logged: [String] = []

    var messages: [JSONValue] {
        lock.withLock { written }.compactMap { try? JSONDecoder().decode(JSONValue.self, from: Data($0.utf8)) }
    }

    var rawLines: [String] { lock.withLock { written } }
    var log: [String] { lock.withLock { logged } }

    /// Serves `steps` to the end of input; returns once every tool call has finished.
    func serve(_ catalogue: MCPCatalogue, _ steps: [Step]) {
        let output = MCPOutput { [self] line in lock.withLock { written.append(line) } }
        let server = MCPServer(catalogue: catalogue, output: output) { [self] entry in lock.withLock { logged.append(entry) } }
        var remaining = steps[...]
        server.serve {
            while let step = remaining.popFirst() {
                switch step {
                case .line(let text): return text
                case .wait(let until): until()
                }
            }
            return nil
        }
    }

    func response(to id: Int) -> JSONValue? {
        messages.first { $0["id"] == .integer(id) && $0["method"] == nil }
    }

    static func request(_ id: Int, _ method: String, _ params: JSONValue? = nil) -> Step {
        var members: [String: JSONValue] = ["jsonrpc": "2.0", "id": .integer(id), "method": .string(method)]
        if let params { members["params"] = params }
        return .line(try! JSONValue.object(members).line())
    }

    static func notification(_ method: String, _ params: JSONValue) -> Step {
        .line(try! JSONValue.object(["jsonrpc": "2.0", "method": .string(method), "params": params]).line())
    }

    /// A 2026-07-28 request's envelope.
    static let modernMeta: JSONValue = ["_meta": [MCPProtocolVersion.metaKey: "2026-07-28"]]
}
