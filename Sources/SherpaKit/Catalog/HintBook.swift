import Foundation

/// A section's hints as data: `sherpa/hints/section-N.json`.
public struct HintBook: Codable, Sendable, Equatable {
    public var formatVersion: Int
    public var section: String
    /// Progressive hints, gentlest first.
    public var general: [String]
    /// A hint per hidden-suite test, keyed by the test's display name.
    public var tests: [String: String]

    public static func load(_ section: CatalogSection, in workspace: Workspace) -> HintBook? {
        guard let data = try? Data(contentsOf: workspace.url(section.hints)) else { return nil }
        return try? JSONDecoder().decode(HintBook.self, from: data)
    }
}
