import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaSession
@testable import SherpaMCP
import SherpaTestSupport

@Suite("The MCP server's protocol layer, on scripted input")
struct MCPServerTests {
    /// A catalogue of stand-in tools, so these tests exercise the protocol and nothing else.
    static func catalogue(extra: [MCPTool] = []) -> MCPCatalogue {
        let echo = MCPTool(
            name: "echo", title: "Echo", description: "Returns its word.",
            inputSchema: JSONSchema.object(["word": JSONSchema.string("A word.")], required: ["word"]),
            outputSchema: JSONSchema.object(["word": JSONSchema.string("The word.")], required: ["word"]),
            readOnly: true
        ) { arguments, _ in
            let word = try MCPArguments(tool: "echo", values: arguments).string("word")
            return MCPToolResult(structured: ["word": .string(word)], text: word)
        }
        let page = MCPResource(uri: "test://page", name: "page", title: "Page", description: "A page.", path: "page.md")
        let prompt = MCPPrompt(name: "greet", title: "Greet", description: "Greets someone.", arguments: [.init(name: "who", description: "Whom.", required: true)]) { arguments in
            "Say hello to \(arguments["who"] ?? "")."
        }
        return MCPCatalogue(instructions: "Test server.", tools: [echo] + extra, resources: [page], readResource: { _ in "# Page\n" }, prompts: [prompt])
    }

    static var initialize: MCPScript.Step { MCPScript.request(1, "initialize", ["protocolVersion": "2025-06-18", "capabilities": [:], "clientInfo": ["name": "test", "version": "1"]]) }

    @Test("initialize answers with the client's revision when the server speaks it")
    func initializeEchoesSupportedVersion() throws {
        let script = MCPScript()
        script.serve(Self.catalogue(), [Self.initialize, MCPScript.notification("notifications/initialized", [:])])
        let result = try #require(script.response(to: 1)?["result"])
        #expect(result["protocolVersion"] == "2025-06-18")
        #expect(result["serverInfo"]?["name"] == "sherpa")
        #expect(result["capabilities"]?["tools"] != nil)
        #expect(script.messages.count == 1, "the initialized notification gets no answer")
    }

    @Test("initialize counters an unknown revision with the newest handshake revision")
    func initializeNegotiatesDown() throws {
        let script = MCPScript()
        script.serve(Self.catalogue(), [MCPScript.request(1, "initialize", ["protocolVersion": "2031-01-01", "capabilities": [:], "clientInfo": ["name": "t", "version": "1"]])])
        #expect(script.response(to: 1)?["result"]?["protocolVersion"] == "2025-11-25")
    }

    @Test("server/discover at 2026-07-28 lists the revisions and carries the cache fields")
    func discover() throws {
        let script = MCPScript()
        script.serve(Self.catalogue(), [MCPScript.request(2, "server/discover", MCPScript.modernMeta)])
        let result = try #require(script.response(to: 2)?["result"])
        #expect(result["supportedVersions"]?.arrayValue?.contains("2026-07-28") == true)
        #expect(result["supportedVersions"]?.arrayValue?.contains("2025-11-25") == true)
        #expect(result["resultType"] == "complete")
        #expect(result["ttlMs"] == 0)
        #expect(result["cacheScope"] == "private")
        #expect(result["_meta"]?[MCPProtocolVersion.serverInfoKey]?["name"] == "sherpa")
    }

    @Test("A request naming a revision the server does not speak gets -32022 with the supported list")
    func unsupportedRevision() throws {
        let script = MCPScript()
        script.serve(Self.catalogue(), [MCPScript.request(3, "server/discover", ["_meta": [MCPProtocolVersion.metaKey: "2099-01-01"]])])
        let error = try #require(script.response(to: 3)?["error"])
        #expect(error["code"] == .integer(JSONRPCError.unsupportedProtocolVersionCode))
        #expect(error["data"]?["requested"] == "2099-01-01")
        #expect(error["data"]?["supported"]?.arrayValue?.contains("2026-07-28") == true)
    }

    @Test("ping answers with an empty result")
    func ping() {
        let script = MCPScript()
        script.serve(Self.catalogue(), [MCPScript.request(4, "ping")])
        #expect(script.response(to: 4)?["result"] == [:])
    }

    @Test("A malformed line gets a parse error and the server goes on serving")
    func malformedLineKeepsServing() {
        let script = MCPScript()
        script.serve(Self.catalogue(), [.line("{not json"), MCPScript.request(5, "ping")])
        #expect(script.messages.first?["error"]?["code"] == .integer(JSONRPCError.parseErrorCode))
        #expect(script.messages.first?["id"] == .null)
        #expect(script.response(to: 5)?["result"] == [:])
    }

    @Test("An unknown method gets -32601 and the server goes on serving")
    func unknownMethod() {
        let script = MCPScript()
        script.serve(Self.catalogue(), [MCPScript.request(6, "tools/dance"), MCPScript.request(7, "ping")])
        #expect(script.response(to: 6)?["error"]?["code"] == .integer(JSONRPCError.methodNotFoundCode))
        #expect(script.response(to: 7)?["result"] == [:])
    }

    @Test("Every message goes out as one line of JSON")
    func oneLinePerMessage() {
        let script = MCPScript()
        script.serve(Self.catalogue(), [Self.initialize, MCPScript.request(2, "tools/list")])
        #expect(script.rawLines.count == 2)
        #expect(script.rawLines.allSatisfy { !$0.contains("\n") })
    }

    @Test("tools/list gives each tool its schemas and a read-only annotation")
    func toolsList() throws {
        let script = MCPScript()
        script.serve(Self.catalogue(), [MCPScript.request(8, "tools/list")])
        let tool = try #require(script.response(to: 8)?["result"]?["tools"]?.arrayValue?.first)
        #expect(tool["name"] == "echo")
        #expect(tool["inputSchema"]?["type"] == "object")
        #expect(tool["outputSchema"]?["required"] == ["word"])
        #expect(tool["annotations"]?["readOnlyHint"] == true)
    }

    @Test("A tool's result carries structuredContent and a text block")
    func toolResult() throws {
        let script = MCPScript()
        script.serve(Self.catalogue(), [MCPScript.request(9, "tools/call", ["name": "echo", "arguments": ["word": "hello"]])])
        let result = try #require(script.response(to: 9)?["result"])
        #expect(result["structuredContent"] == ["word": "hello"])
        #expect(result["content"] == [["type": "text", "text": "hello"]])
        #expect(result["isError"] == false)
    }

    @Test("At 2026-07-28 a tool result says it is complete")
    func modernToolResult() throws {
        let script = MCPScript()
        var params = MCPScript.modernMeta.objectValue ?? [:]
        params["name"] = "echo"
        params["arguments"] = ["word": "hi"]
        script.serve(Self.catalogue(), [MCPScript.request(9, "tools/call", .object(params))])
        #expect(script.response(to: 9)?["result"]?["resultType"] == "complete")
    }

    @Test("A tool that fails answers isError with its sentence, not a protocol error")
    func toolFailure() throws {
        let script = MCPScript()
        script.serve(Self.catalogue(), [MCPScript.request(10, "tools/call", ["name": "echo", "arguments": [:]])])
        let result = try #require(script.response(to: 10)?["result"])
        #expect(result["isError"] == true)
        #expect(result["content"]?.arrayValue?.first?["text"] == "echo needs the argument \"word\".")
        #expect(result["structuredContent"] == nil)
    }

    @Test("Calling a tool that does not exist is invalid params")
    func unknownTool() {
        let script = MCPScript()
        script.serve(Self.catalogue(), [MCPScript.request(11, "tools/call", ["name": "nope"])])
        #expect(script.response(to: 11)?["error"]?["code"] == .integer(JSONRPCError.invalidParamsCode))
    }

    @Test("With a progress token, a tool's progress goes out as notifications/progress before its result")
    func progress() throws {
        let steps = MCPTool(name: "steps", title: "Steps", description: "Reports two steps.", inputSchema: JSONSchema.object([:]), outputSchema: JSONSchema.object([:]), readOnly: true) { _, call in
            call.progress("building")
            call.progress("building")
            call.progress("testing")
            return MCPToolResult(structured: [:], text: "done")
        }
        let script = MCPScript()
        script.serve(Self.catalogue(extra: [steps]), [MCPScript.request(12, "tools/call", ["name": "steps", "_meta": ["progressToken": "p-1"]])])
        let notes = script.messages.filter { $0["method"] == "notifications/progress" }
        #expect(notes.map { $0["params"]?["message"] } == ["building", "testing"])
        #expect(notes.map { $0["params"]?["progress"] } == [1, 2])
        #expect(notes.allSatisfy { $0["params"]?["progressToken"] == "p-1" })
        #expect(script.messages.last?["id"] == 12)
    }

    @Test("Progress from a stage of known size carries a total, and the count still grows with every notification")
    func progressWithTotal() throws {
        let steps = MCPTool(name: "steps", title: "Steps", description: "Builds, then runs three tests.", inputSchema: JSONSchema.object([:]), outputSchema: JSONSchema.object([:]), readOnly: true) { _, call in
            call.progress("building… 1s")
            call.progress("testing 0/3… 2s", completed: 0, of: 3)
            call.progress("testing 0/3… 3s", completed: 0, of: 3)
            call.progress("testing 2/3… 4s", completed: 2, of: 3)
            call.progress("testing 3/3… 5s", completed: 3, of: 3)
            return MCPToolResult(structured: [:], text: "done")
        }
        let script = MCPScript()
        script.serve(Self.catalogue(extra: [steps]), [MCPScript.request(14, "tools/call", ["name": "steps", "_meta": ["progressToken": "p-2"]])])
        let notes = script.messages.filter { $0["method"] == "notifications/progress" }
        #expect(notes.map { $0["params"]?["progress"] } == [1, 2, 4, 5])
        #expect(notes.map { $0["params"]?["total"] } == [nil, 5, 5, 5])
    }

    @Test("Without a progress token no progress is sent")
    func noProgressWithoutToken() {
        let steps = MCPTool(name: "steps", title: "Steps", description: "Reports a step.", inputSchema: JSONSchema.object([:]), outputSchema: JSONSchema.object([:]), readOnly: true) { _, call in
            call.progress("building")
            return MCPToolResult(structured: [:], text: "done")
        }
        let script = MCPScript()
        script.serve(Self.catalogue(extra: [steps]), [MCPScript.request(13, "tools/call", ["name": "steps"])])
        #expect(script.messages.count == 1)
    }

    @Test("notifications/cancelled stops a running call, which then gets no answer, and other requests are still served")
    func cancellation() throws {
        let started = DispatchSemaphore(value: 0)
        let stopped = DispatchSemaphore(value: 0)
        let seen = LockedBox<String?>(nil)
        let waiter = MCPTool(name: "wait", title: "Wait", description: "Waits to be cancelled.", inputSchema: JSONSchema.object([:]), outputSchema: JSONSchema.object([:]), readOnly: true) { _, call in
            started.signal()
            while call.cancellation == nil { usleep(1000) }
            seen.value = call.cancellation
            defer { stopped.signal() }
            try call.stopIfCancelled()
            return MCPToolResult(structured: [:], text: "not reached")
        }
        let script = MCPScript()
        script.serve(Self.catalogue(extra: [waiter]), [
            MCPScript.request(14, "tools/call", ["name": "wait"]),
            .wait { started.wait() },
            MCPScript.notification("notifications/cancelled", ["requestId": 14, "reason": "the learner moved on"]),
            MCPScript.request(15, "ping"),
            .wait { stopped.wait() },
        ])
        #expect(seen.value == "the learner moved on")
        #expect(script.response(to: 14) == nil)
        #expect(script.response(to: 15)?["result"] == [:])
    }

    @Test("When the client closes its end, running calls are cancelled and answer with the cancellation")
    func endOfInputCancels() {
        let started = DispatchSemaphore(value: 0)
        let waiter = MCPTool(name: "wait", title: "Wait", description: "Waits to be cancelled.", inputSchema: JSONSchema.object([:]), outputSchema: JSONSchema.object([:]), readOnly: true) { _, call in
            started.signal()
            while call.cancellation == nil { usleep(1000) }
            throw MCPError.cancelled(reason: call.cancellation ?? "")
        }
        let script = MCPScript()
        script.serve(Self.catalogue(extra: [waiter]), [MCPScript.request(16, "tools/call", ["name": "wait"]), .wait { started.wait() }])
        let result = script.response(to: 16)?["result"]
        #expect(result?["isError"] == true)
        #expect(result?["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("the client closed the connection") == true)
    }

    @Test("resources/read returns a listed resource's text and refuses any other URI")
    func resources() throws {
        let script = MCPScript()
        script.serve(Self.catalogue(), [
            MCPScript.request(17, "resources/list"),
            MCPScript.request(18, "resources/read", ["uri": "test://page"]),
            MCPScript.request(19, "resources/read", ["uri": "file:///etc/passwd"]),
        ])
        #expect(script.response(to: 17)?["result"]?["resources"]?.arrayValue?.first?["uri"] == "test://page")
        #expect(script.response(to: 18)?["result"]?["contents"]?.arrayValue?.first?["text"] == "# Page\n")
        #expect(script.response(to: 19)?["error"]?["code"] == .integer(JSONRPCError.invalidParamsCode))
    }

    @Test("prompts/get expands a prompt and refuses one without its required argument")
    func prompts() throws {
        let script = MCPScript()
        script.serve(Self.catalogue(), [
            MCPScript.request(20, "prompts/get", ["name": "greet", "arguments": ["who": "Ada"]]),
            MCPScript.request(21, "prompts/get", ["name": "greet"]),
        ])
        let message = try #require(script.response(to: 20)?["result"]?["messages"]?.arrayValue?.first)
        #expect(message["content"]?["text"] == "Say hello to Ada.")
        #expect(script.response(to: 21)?["error"]?["code"] == .integer(JSONRPCError.invalidParamsCode))
    }
}
