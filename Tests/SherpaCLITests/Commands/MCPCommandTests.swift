import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaMCP
@testable import SherpaCLI
import SherpaTestSupport

@Suite("sherpa mcp, the command")
struct MCPCommandTests {
    /// Runs `sherpa mcp` in-process on scripted lines; returns the protocol lines and the log.
    static func serve(_ arguments: [String], lines: [String], in folder: URL) -> (code: Int32, messages: [JSONValue], log: String) {
        let buffer = OutputBuffer()
        var remaining = lines[...]
        let context = CommandContext(currentDirectory: folder, console: .capturing(buffer), environment: [:], readLine: { remaining.popFirst() })
        let code = SherpaCLI.main(["mcp"] + arguments, context: context)
        let messages = buffer.stdout.split(separator: "\n").compactMap { try? JSONDecoder().decode(JSONValue.self, from: Data($0.utf8)) }
        return (code, messages, buffer.stderr)
    }

    @Test("Standard output carries only protocol messages; the log goes to standard error")
    func onlyMessagesOnStandardOutput() throws {
        let journey = try JourneyWorkspace()
        let run = Self.serve([], lines: [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"sherpa_status"}}"#,
        ], in: journey.root)
        #expect(run.code == ExitCode.success)
        #expect(run.messages.map { $0["id"] } == [1, 2])
        #expect(run.messages.last?["result"]?["structuredContent"]?["route"] == "Tiny Route")
        #expect(run.log.contains("sherpa mcp: serving Tiny Route"))
    }

    @Test("--course serves a checkout other than the current folder")
    func courseOption() throws {
        let journey = try JourneyWorkspace()
        let elsewhere = try TemporaryFolder()
        let run = Self.serve(["--course", journey.root.path], lines: [#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#], in: elsewhere.url)
        #expect(run.messages.first?["result"] == [:])
    }

    @Test("Outside a course it says so and serves nothing")
    func outsideACourse() throws {
        let elsewhere = try TemporaryFolder()
        let run = Self.serve([], lines: [], in: elsewhere.url)
        #expect(run.code == ExitCode.environment)
        #expect(run.messages.isEmpty)
        #expect(run.log.contains("sherpa/catalog.json"))
    }
}
