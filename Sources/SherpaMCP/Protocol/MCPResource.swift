import Foundation

/// A page the server serves read-only under a stable URI: a guide page or a teaching note.
package struct MCPResource: Equatable, Sendable {
    package var uri: String
    package var name: String
    package var title: String
    package var description: String
    /// The file in the repository, relative to its root; only catalogued files are ever served.
    package var path: String

    package var listing: JSONValue {
        ["uri": .string(uri), "name": .string(name), "title": .string(title), "description": .string(description), "mimeType": "text/markdown"]
    }
}
