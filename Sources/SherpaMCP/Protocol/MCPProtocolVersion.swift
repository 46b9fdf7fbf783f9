import Foundation

/// The protocol revisions the server speaks, and how a client's choice is answered. Revisions up to
/// 2025-11-25 open with the `initialize` handshake; 2026-07-28 has none: a client calls
/// `server/discover` and then names the revision in every request's `_meta`.
enum MCPProtocolVersion {
    static let handshake = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]
    static let modern = ["2026-07-28"]
    static var supported: [String] { handshake + modern }

    /// Where a 2026-07-28 request names its revision.
    static let metaKey = "io.modelcontextprotocol/protocolVersion"
    /// Where a 2026-07-28 result names the server.
    static let serverInfoKey = "io.modelcontextprotocol/serverInfo"

    /// The handshake's answer: the client's revision when the server speaks it, else the newest
    /// handshake revision, which the client may accept or close on.
    static func negotiate(offered: String?) -> String {
        if let offered, handshake.contains(offered) { return offered }
        return handshake[handshake.count - 1]
    }

    /// The revision a request's `_meta` names, nil for a handshake-era request; an unknown
    /// revision is the error the specification asks for, listing the ones the server speaks.
    static func requested(in params: JSONValue?) throws(JSONRPCError) -> String? {
        guard let named = params?["_meta"]?[metaKey] else { return nil }
        guard let version = named.stringValue, modern.contains(version) else {
            throw JSONRPCError(
                code: JSONRPCError.unsupportedProtocolVersionCode,
                message: "sherpa does not speak MCP revision \(named.stringValue ?? "(not a string)") without a handshake.",
                data: ["supported": .array(supported.map { .string($0) }), "requested": named]
            )
        }
        return version
    }
}
