import Foundation

/// A JSON-RPC 2.0 error object: the codes the specification fixes, and the one MCP adds for a
/// protocol version the server does not speak.
struct JSONRPCError: Error, Equatable, Sendable {
    var code: Int
    var message: String
    var data: JSONValue?

    init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    static let parseErrorCode = -32700
    static let invalidRequestCode = -32600
    static let methodNotFoundCode = -32601
    static let invalidParamsCode = -32602
    static let internalErrorCode = -32603
    static let unsupportedProtocolVersionCode = -32022

    static func parseError(_ reason: String) -> JSONRPCError {
        JSONRPCError(code: parseErrorCode, message: "The line is not JSON: \(reason)")
    }

    static func invalidRequest(_ reason: String) -> JSONRPCError {
        JSONRPCError(code: invalidRequestCode, message: reason)
    }

    static func methodNotFound(_ method: String) -> JSONRPCError {
        JSONRPCError(code: methodNotFoundCode, message: "sherpa's MCP server has no method \"\(method)\".")
    }

    static func invalidParams(_ reason: String) -> JSONRPCError {
        JSONRPCError(code: invalidParamsCode, message: reason)
    }

    static func internalError(_ reason: String) -> JSONRPCError {
        JSONRPCError(code: internalErrorCode, message: reason)
    }

    var json: JSONValue {
        var members: [String: JSONValue] = ["code": .integer(code), "message": .string(message)]
        if let data { members["data"] = data }
        return .object(members)
    }
}
