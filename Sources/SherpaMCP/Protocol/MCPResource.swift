import Foundation

/// A page the server serves read-only under a stable URI: a guide page or a teaching note.
struct MCPResource: Equatable, Sendable {
    var uri: String
    var name: String
    var title: String
    var description: String
    /// The file in the repository, relative to its root; only catalogued files are ever served.
    var path: String

    var listing: JSONValue {
        ["uri": .string(uri), "name": .string(name), "title": .string(title), "description": .string(description), "mimeType": "text/markdown"]
    }
}
