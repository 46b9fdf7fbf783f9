import Foundation

/// A Model Context Protocol server over newline-delimited JSON-RPC 2.0. It reads one message a
/// line, answers requests in any order, and runs each tool call on its own thread so that a long
/// check can be cancelled and `ping` still answers meanwhile. A line it cannot read gets the
/// JSON-RPC error for it, and the server goes on.
final class MCPServer: @unchecked Sendable {
    private let catalogue: MCPCatalogue
    private let output: MCPOutput
    private let log: @Sendable (String) -> Void
    private let lock = NSLock()
    private var running: [JSONValue: MCPToolCall] = [:]
    /// Calls the client cancelled: their answers are not sent.
    private var withdrawn: Set<JSONValue> = []
    private let calls = DispatchGroup()

    init(catalogue: MCPCatalogue, output: MCPOutput, log: @escaping @Sendable (String) -> Void) {
        self.catalogue = catalogue
        self.output = output
        self.log = log
    }

    /// Serves until the client closes its end; then cancels what still runs and waits for it. Those
    /// calls still answer (the client may read on after closing its end), with the cancellation.
    func serve(readLine: () -> String?) {
        while let line = readLine() {
            handle(line)
        }
        let left = lock.withLock { Array(running.values) }
        for call in left { call.cancel(reason: "the client closed the connection") }
        calls.wait()
    }

    /// Handles one line; a tool call may still be running when this returns.
    func handle(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return }
        let message: JSONRPCMessage
        do {
            message = try JSONRPCMessage.parse(line)
        } catch {
            log("answered a line that is not a JSON-RPC message: \(error.error.message)")
            output.error(id: error.id, error.error)
            return
        }
        switch message {
        case .request(let id, let method, let params):
            do {
                try answer(id: id, method: method, params: params)
            } catch {
                output.error(id: id, error)
            }
        case .notification(let method, let params):
            notice(method, params: params)
        case .response:
            // The server sends no requests, so an answer to one is nothing to act on.
            break
        }
    }

    private func answer(id: JSONValue, method: String, params: JSONValue?) throws(JSONRPCError) {
        let version = try MCPProtocolVersion.requested(in: params)
        let modern = version != nil
        switch method {
        case "initialize":
            let offered = params?["protocolVersion"]?.stringValue
            output.result(id: id, [
                "protocolVersion": .string(MCPProtocolVersion.negotiate(offered: offered)),
                "capabilities": capabilities,
                "serverInfo": serverInfo,
                "instructions": .string(catalogue.instructions),
            ])
        case "server/discover":
            guard modern else {
                throw JSONRPCError(
                    code: JSONRPCError.unsupportedProtocolVersionCode,
                    message: "server/discover needs a 2026-07-28 request; older revisions open with initialize.",
                    data: ["supported": .array(MCPProtocolVersion.supported.map { .string($0) }), "requested": params?["_meta"]?[MCPProtocolVersion.metaKey] ?? .string("none")]
                )
            }
            output.result(id: id, cacheable([
                "supportedVersions": .array(MCPProtocolVersion.supported.map { .string($0) }),
                "capabilities": capabilities,
                "instructions": .string(catalogue.instructions),
                "_meta": [MCPProtocolVersion.serverInfoKey: serverInfo],
            ]))
        case "ping":
            output.result(id: id, modern ? complete([:]) : [:])
        case "tools/list":
            let listed: JSONValue = ["tools": .array(catalogue.tools.map(\.listing))]
            output.result(id: id, modern ? cacheable(listed) : listed)
        case "tools/call":
            try startToolCall(id: id, params: params, modern: modern)
        case "resources/list":
            let listed: JSONValue = ["resources": .array(catalogue.resources.map(\.listing))]
            output.result(id: id, modern ? cacheable(listed) : listed)
        case "resources/templates/list":
            let listed: JSONValue = ["resourceTemplates": []]
            output.result(id: id, modern ? cacheable(listed) : listed)
        case "resources/read":
            let read = try readResource(params)
            output.result(id: id, modern ? cacheable(read) : read)
        case "prompts/list":
            let listed: JSONValue = ["prompts": .array(catalogue.prompts.map(\.listing))]
            output.result(id: id, modern ? cacheable(listed) : listed)
        case "prompts/get":
            let prompt = try getPrompt(params)
            output.result(id: id, modern ? complete(prompt) : prompt)
        default:
            throw JSONRPCError.methodNotFound(method)
        }
    }

    private func notice(_ method: String, params: JSONValue?) {
        switch method {
        case "notifications/cancelled":
            guard let requestID = params?["requestId"] else { return }
            let reason = params?["reason"]?.stringValue ?? "no reason given"
            // A cancellation may arrive after the answer went out; then there is nothing to stop.
            let call: MCPToolCall? = lock.withLock {
                guard let call = running[requestID] else { return nil }
                withdrawn.insert(requestID)
                return call
            }
            if let call {
                log("cancelling request \((try? requestID.line()) ?? "?"): \(reason)")
                call.cancel(reason: reason)
            }
        default:
            // notifications/initialized and any other notice need no action from this server.
            break
        }
    }

    private var capabilities: JSONValue {
        ["tools": ["listChanged": false], "resources": ["listChanged": false, "subscribe": false], "prompts": ["listChanged": false]]
    }

    private var serverInfo: JSONValue {
        ["name": .string(catalogue.serverName), "title": "sherpa, the iOS App Patterns course", "version": .string(catalogue.serverVersion)]
    }

    /// A 2026-07-28 result says it is complete.
    private func complete(_ result: JSONValue) -> JSONValue {
        guard var members = result.objectValue else { return result }
        members["resultType"] = "complete"
        return .object(members)
    }

    /// A 2026-07-28 list or read also says how long it may be cached: not at all, since the
    /// learner's record changes under it.
    private func cacheable(_ result: JSONValue) -> JSONValue {
        guard var members = complete(result).objectValue else { return result }
        members["ttlMs"] = 0
        members["cacheScope"] = "private"
        return .object(members)
    }

    private func startToolCall(id: JSONValue, params: JSONValue?, modern: Bool) throws(JSONRPCError) {
        guard let name = params?["name"]?.stringValue else {
            throw JSONRPCError.invalidParams("tools/call needs the tool's name.")
        }
        guard let tool = catalogue.tools.first(where: { $0.name == name }) else {
            throw JSONRPCError.invalidParams("sherpa has no tool \"\(Self.shown(name))\"; tools/list names them.")
        }
        let arguments: [String: JSONValue]
        switch params?["arguments"] {
        case nil, .null?: arguments = [:]
        case .object(let members)?: arguments = members
        default: throw JSONRPCError.invalidParams("The arguments of \(name) must be an object.")
        }
        var sendProgress: (@Sendable (Int, Int?, String) -> Void)?
        if let token = params?["_meta"]?["progressToken"] {
            let output = output
            sendProgress = { progress, total, message in
                var params: [String: JSONValue] = ["progressToken": token, "progress": .integer(progress), "message": .string(message)]
                if let total { params["total"] = .integer(total) }
                output.notification("notifications/progress", params: .object(params))
            }
        }
        let call = MCPToolCall(sendProgress: sendProgress)
        let duplicate = lock.withLock {
            guard running[id] == nil else { return true }
            running[id] = call
            return false
        }
        guard !duplicate else { throw JSONRPCError.invalidRequest("A request with this id is still running.") }
        calls.enter()
        let output = output
        let log = log
        Thread.detachNewThread { [self] in
            let result: MCPToolResult
            do {
                result = try tool.run(arguments, call)
            } catch {
                result = MCPToolResult(failure: error.localizedDescription)
            }
            let withdrawn = lock.withLock {
                running.removeValue(forKey: id)
                return self.withdrawn.remove(id) != nil
            }
            if withdrawn {
                // A cancelled request gets no answer: the client has stopped waiting for one.
                log("\(name) stopped after its cancellation.")
            } else {
                output.result(id: id, modern ? complete(result.json) : result.json)
            }
            calls.leave()
        }
    }

    /// A name from the client as an error repeats it: cut short, so a huge one is not sent back.
    static func shown(_ text: String) -> String {
        text.count > 80 ? text.prefix(80) + "…" : text
    }

    private func readResource(_ params: JSONValue?) throws(JSONRPCError) -> JSONValue {
        guard let uri = params?["uri"]?.stringValue else { throw JSONRPCError.invalidParams("resources/read needs a uri.") }
        guard let resource = catalogue.resources.first(where: { $0.uri == uri }) else {
            throw JSONRPCError.invalidParams(MCPError.unknownResource(uri: Self.shown(uri)).localizedDescription)
        }
        do {
            let text = try catalogue.readResource(resource)
            return ["contents": [["uri": .string(uri), "mimeType": "text/markdown", "text": .string(text)]]]
        } catch {
            throw JSONRPCError.internalError(error.localizedDescription)
        }
    }

    private func getPrompt(_ params: JSONValue?) throws(JSONRPCError) -> JSONValue {
        guard let name = params?["name"]?.stringValue else { throw JSONRPCError.invalidParams("prompts/get needs the prompt's name.") }
        guard let prompt = catalogue.prompts.first(where: { $0.name == name }) else {
            throw JSONRPCError.invalidParams(MCPError.unknownPrompt(name: Self.shown(name)).localizedDescription)
        }
        var arguments: [String: String] = [:]
        for argument in prompt.arguments {
            guard let text = params?["arguments"]?[argument.name]?.stringValue else { continue }
            // A prompt's text repeats its arguments, so a huge one would come back whole.
            guard text.unicodeScalars.count <= MCPArguments.defaultStringLength else {
                throw JSONRPCError.invalidParams("The prompt \(name)'s argument \"\(argument.name)\" is longer than its limit of \(MCPArguments.defaultStringLength) characters; send it shorter.")
            }
            arguments[argument.name] = text
        }
        for argument in prompt.arguments where argument.required && arguments[argument.name] == nil {
            throw JSONRPCError.invalidParams("The prompt \(name) needs the argument \"\(argument.name)\".")
        }
        do {
            let text = try prompt.render(arguments)
            return ["description": .string(prompt.description), "messages": [["role": "user", "content": ["type": "text", "text": .string(text)]]]]
        } catch {
            throw JSONRPCError.invalidParams(error.localizedDescription)
        }
    }
}
