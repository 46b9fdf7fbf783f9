import Foundation

/// A JSON-RPC 2.0 error object: the codes the specification fixes, and the one MCP adds for a
/// protocol version the server does not speak.
package struct JSONRPCError: Error, Equatable, Sendable {
    package var code: Int
    package var message: String
    package var data: JSONValue?

    package init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    package static let parseErrorCode = -32700
    package static let invalidRequestCode = -32600
    package static let methodNotFoundCode = -32601
    package static let invalidParamsCode = -32602
    package static let internalErrorCode = -32603
    package static let unsupportedProtocolVersionCode = -32022

    package static func parseError(_ reason: String) -> JSONRPCError {
        JSONRPCError(code: parseErrorCode, message: "The line is not JSON: \(reason)")
    }

    package static func invalidRequest(_ reason: String) -> JSONRPCError {
        JSONRPCError(code: invalidRequestCode, message: reason)
    }

    package static func methodNotFound(_ method: String) -> JSONRPCError {
        JSONRPCError(code: methodNotFoundCode, message: "sherpa's MCP server has no method \"\(method)\".")
    }

    package static func invalidParams(_ reason: String) -> JSONRPCError {
        JSONRPCError(code: invalidParamsCode, message: reason)
    }

    package static func internalError(_ reason: String) -> JSONRPCError {
        JSONRPCError(code: internalErrorCode, message: reason)
    }

    package var json: JSONValue {
        var members: [String: JSONValue] = ["code": .integer(code), "message": .string(message)]
        if let data { members["data"] = data }
        return .object(members)
    }
}
