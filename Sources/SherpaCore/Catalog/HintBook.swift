import Foundation

/// A section's hints as data: `sherpa/hints/section-N.json`.
package struct HintBook: Codable, Sendable, Equatable {
    package var formatVersion: Int
    package var section: String
    /// Progressive hints, gentlest first.
    package var general: [String]
    /// A hint per hidden-suite test, keyed by the test's display name.
    package var tests: [String: String]

    package static func load(_ section: CatalogSection, in workspace: Workspace) -> HintBook? {
        guard let data = try? Data(contentsOf: workspace.url(section.hints)) else { return nil }
        return try? JSONDecoder().decode(HintBook.self, from: data)
    }
}
