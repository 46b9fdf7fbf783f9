import Foundation

/// The server's side of the pipe: each message one line, written whole. Tool calls finish on
/// their own threads, so writes are serialised.
final class MCPOutput: @unchecked Sendable {
    private let lock = NSLock()
    private let writeLine: (String) -> Void

    init(writeLine: @escaping (String) -> Void) {
        self.writeLine = writeLine
    }

    func send(_ message: JSONValue) {
        // Every value the server builds encodes; a failure here would be a bug, said on stderr.
        guard let line = try? message.line() else {
            FileHandle.standardError.write(Data("sherpa mcp: a message could not be encoded and was dropped.\n".utf8))
            return
        }
        lock.withLock { writeLine(line) }
    }

    func result(id: JSONValue, _ result: JSONValue) {
        send(["jsonrpc": "2.0", "id": id, "result": result])
    }

    func error(id: JSONValue, _ error: JSONRPCError) {
        send(["jsonrpc": "2.0", "id": id, "error": error.json])
    }

    func notification(_ method: String, params: JSONValue) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }
}
