import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaSession
@testable import SherpaMCP
import SherpaTestSupport

/// Every string a tool takes has a length limit: a longer one is refused before the tool runs,
/// naming the argument and the limit, and is never stored or sent back.
@Suite("MCP tools: argument limits")
struct MCPArgumentLimitTests {
    static let fiftyMegabytes = String(repeating: "a", count: 50 * 1024 * 1024)

    func refusal(_ name: String, _ arguments: [String: JSONValue], in root: URL) -> String {
        do {
            let result = try SherpaMCPToolTests.call(name, arguments, in: root)
            return "answered \(result.text.utf8.count) bytes"
        } catch {
            return error.localizedDescription
        }
    }

    @Test("A 50 MB note is refused, naming the argument and its limit, and nothing is appended")
    func hugeNoteIsRefused() throws {
        let journey = try JourneyWorkspace()
        let text = refusal("sherpa_note", ["text": .string(Self.fiftyMegabytes)], in: journey.root)
        #expect(text.contains("\"text\"") && text.contains("4096 characters"), "\(text.prefix(200))")
        #expect(text.utf8.count < 300)
        #expect(!FileManager.default.fileExists(atPath: journey.root.appendingPathComponent(".sessions/assistant-notes.md").path))
    }

    @Test("A note at its limit is appended")
    func noteAtLimitIsAppended() throws {
        let journey = try JourneyWorkspace()
        let result = try SherpaMCPToolTests.call("sherpa_note", ["text": .string(String(repeating: "é", count: 4096))], in: journey.root)
        #expect(!result.isError)
    }

    @Test("A huge section name is refused without being sent back", arguments: ["sherpa_check", "sherpa_hint", "sherpa_diff", "sherpa_show", "sherpa_guide", "sherpa_quiz"])
    func hugeSectionIsRefused(tool: String) throws {
        let journey = try JourneyWorkspace()
        let text = refusal(tool, ["section": .string(String(Self.fiftyMegabytes.prefix(100_000)))], in: journey.root)
        #expect(text.contains("\"section\"") && text.contains("64 characters"), "\(text.prefix(200))")
        #expect(text.utf8.count < 300)
    }

    @Test("Every string a tool takes declares its limit")
    func everyStringInputHasALimit() throws {
        let journey = try JourneyWorkspace()
        for tool in try SherpaMCPToolTests.catalogue(journey.root).catalogue.tools {
            for (name, property) in tool.inputSchema["properties"]?.objectValue ?? [:] where property["type"] == "string" {
                #expect(property["maxLength"]?.intValue != nil, "\(tool.name).\(name)")
            }
        }
    }

    @Test("Over the server, a 50 MB note gets a short tool error, not an echo")
    func hugeNoteOverTheServer() throws {
        let journey = try JourneyWorkspace()
        let script = MCPScript()
        script.serve(try SherpaMCPToolTests.catalogue(journey.root).catalogue, [
            MCPScript.request(1, "tools/call", ["name": "sherpa_note", "arguments": ["text": .string(Self.fiftyMegabytes)]]),
        ])
        let response = try #require(script.response(to: 1))
        #expect(response["result"]?["isError"] == true)
        #expect(script.rawLines.allSatisfy { $0.utf8.count < 1000 })
    }
}
