import Foundation

/// The course repository sherpa works in: its root folder and its route catalog.
package struct Workspace: Sendable {
    package let root: URL
    package let catalog: RouteCatalog

    package static let catalogPath = "sherpa/catalog.json"

    package init(root: URL, catalog: RouteCatalog) {
        self.root = root
        self.catalog = catalog
    }

    /// Finds the repository by walking up from `start` to the first folder holding the catalog.
    package static func locate(from start: URL) throws -> Workspace {
        var folder = start.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(catalogPath)
            if FileManager.default.fileExists(atPath: candidate.path) {
                return try Workspace(root: folder, catalog: loadCatalog(at: candidate))
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path {
                throw CatalogError.workspaceNotFound(start: start.path)
            }
            folder = parent
        }
    }

    package static func loadCatalog(at url: URL) throws -> RouteCatalog {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CatalogError.unreadableCatalog(path: url.path, reason: error.localizedDescription)
        }
        struct Header: Decodable { var formatVersion: Int }
        if let header = try? JSONDecoder().decode(Header.self, from: data),
            header.formatVersion != RouteCatalog.supportedFormatVersion
        {
            throw CatalogError.unsupportedFormat(path: url.path, found: header.formatVersion)
        }
        do {
            return try JSONDecoder().decode(RouteCatalog.self, from: data)
        } catch {
            throw CatalogError.unreadableCatalog(path: url.path, reason: String(describing: error))
        }
    }

    package func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// Resolves `4`, `section-4` or `dependency-injection` to a section.
    package func section(named name: String) throws -> CatalogSection {
        let wanted = name.lowercased()
        let match = catalog.sections.first { section in
            section.id == wanted || section.slug == wanted || String(section.number) == wanted
                || "section\(section.number)" == wanted
        }
        guard let match else {
            let names = catalog.sections.flatMap { [$0.id, $0.slug] }
            throw CatalogError.unknownSection(name, known: catalog.sections.map(\.slug), nearest: SpellingSuggestion.nearest(to: name, among: names))
        }
        return match
    }

    /// Like `section(named:)`, but only for sections whose exercise exists.
    package func readySection(named name: String) throws -> CatalogSection {
        let section = try section(named: name)
        guard section.state == .ready else { throw CatalogError.sectionNotReady(section.id) }
        return section
    }

    /// The sections a learner can work on now.
    package var readySections: [CatalogSection] { catalog.sections.filter { $0.state == .ready } }

    /// The scratch area for generated packages; it lives in the build folder git ignores.
    package var scratchRoot: URL { url(".build/sherpa") }

    /// Modules compiled once and shared by every scratch package (`PrebuiltStandIn`).
    package var prebuiltFolder: URL { scratchRoot.appendingPathComponent("prebuilt") }

    /// `TMPDIR` for the toolchain: the compiler leaves a folder per compile there, and sherpa cleans it.
    package var toolTemporaryFolder: URL { scratchRoot.appendingPathComponent("tmp") }

    /// Where learner progress is kept.
    package var sessionsFolder: URL { url(".sessions") }
}
