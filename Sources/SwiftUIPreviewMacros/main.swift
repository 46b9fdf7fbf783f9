// The compiler plugin behind the stand-in's `#Preview`, `@Previewable` and `@Entry`.
//
// On Linux there is no canvas to show a preview in, so the preview macros expand to nothing: the
// preview's body is still type-checked as a macro argument (a mistake in it is an error, as in
// Xcode), and nothing is added to the module. `@Entry` expands as Apple's does (EntryExpansion). The plugin speaks the compiler's plugin protocol
// directly (messages of JSON, each after its length as 8 little-endian bytes), so it needs only
// Foundation and no swift-syntax.

import Foundation

/// Reads exactly `count` bytes from standard input; nil once the compiler has closed it.
func readBytes(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

/// Writes one message: its length, then its JSON.
func send(_ message: [String: Any]) {
    guard let json = try? JSONSerialization.data(withJSONObject: message) else { return }
    var length = UInt64(json.count).littleEndian
    FileHandle.standardOutput.write(withUnsafeBytes(of: &length) { Data($0) } + json)
}

/// The answer to each request the compiler sends, by the request's name and its fields.
func answer(to request: String, fields: [String: Any]) -> [String: Any] {
    switch request {
    case "getCapability":
        // Version 7 is the protocol of Swift 6.x's compilers; the plugin reads no field the
        // later versions added, so an older or newer host is answered the same way.
        return ["getCapabilityResult": ["capability": ["protocolVersion": 7]]]
    case "loadPluginLibrary":
        return ["loadPluginLibraryResult": ["loaded": false, "diagnostics": [Any]()]]
    case "expandAttachedMacro" where (fields["macro"] as? [String: Any])?["typeName"] as? String == "EntryMacro":
        let declaration = (fields["declSyntax"] as? [String: Any])?["source"] as? String ?? ""
        let role = fields["macroRole"] as? String
        let expansion = EntryExpansion(declaration: declaration)
        let source = role == "peer" ? expansion?.peer : expansion?.accessors
        return ["expandMacroResult": ["expandedSource": source ?? "", "diagnostics": [Any]()]]
    default:
        // `expandFreestandingMacro` (#Preview) and `expandAttachedMacro` (@Previewable): nothing.
        return ["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]]
    }
}

while let header = readBytes(8) {
    let length = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
    guard let body = readBytes(Int(length)),
        let request = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
        let name = request.keys.first
    else { break }
    send(answer(to: name, fields: request[name] as? [String: Any] ?? [:]))
}
