import Foundation

/// One line a client sent, read as JSON-RPC 2.0: a request (it has an id and wants an answer),
/// a notification (no id, no answer), or a response to something the server asked.
enum JSONRPCMessage: Equatable, Sendable {
    case request(id: JSONValue, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    case response(id: JSONValue)

    /// Reads one line. A line that is not JSON or not a JSON-RPC message throws the error to
    /// answer with, and the id to answer to when the line had a usable one.
    static func parse(_ line: String) throws(Failure) -> JSONRPCMessage {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(line.utf8))
        } catch {
            throw Failure(id: .null, error: .parseError("it could not be read as a JSON value."))
        }
        guard let members = value.objectValue else {
            // A batch is a JSON-RPC 2.0 feature that MCP dropped in 2025-06-18.
            throw Failure(id: .null, error: .invalidRequest("A message must be one JSON object; arrays (batches) are not accepted."))
        }
        let id = members["id"]
        if let id, !Self.isValidID(id) {
            throw Failure(id: .null, error: .invalidRequest("The id must be a string or a whole number."))
        }
        guard members["jsonrpc"] == "2.0" else {
            throw Failure(id: id ?? .null, error: .invalidRequest("The message must say \"jsonrpc\": \"2.0\"."))
        }
        let params = members["params"]
        if let params, params.objectValue == nil, params.arrayValue == nil {
            throw Failure(id: id ?? .null, error: .invalidRequest("params must be an object."))
        }
        guard let methodValue = members["method"] else {
            if let id, members["result"] != nil || members["error"] != nil { return .response(id: id) }
            throw Failure(id: id ?? .null, error: .invalidRequest("The message has no method."))
        }
        guard let method = methodValue.stringValue else {
            throw Failure(id: id ?? .null, error: .invalidRequest("The method must be a string."))
        }
        if let id { return .request(id: id, method: method, params: params) }
        return .notification(method: method, params: params)
    }

    private static func isValidID(_ id: JSONValue) -> Bool {
        switch id {
        case .string, .integer: true
        default: false
        }
    }

    /// Why a line could not be read, with the id to answer to (null when it had none).
    struct Failure: Error, Equatable {
        var id: JSONValue
        var error: JSONRPCError
    }
}
