import Foundation

/// What can go wrong while finding the route and its sections.
package enum CatalogError: LocalizedError, Equatable {
    /// No `sherpa/catalog.json` in the current folder or any folder above it.
    case workspaceNotFound(start: String)
    /// The catalog file is not valid JSON of the expected shape.
    case unreadableCatalog(path: String, reason: String)
    /// The catalog was written for another format version.
    case unsupportedFormat(path: String, found: Int)
    /// The learner named a section that does not exist.
    /// `nearest` is the id or slug the name is likely a typo of.
    case unknownSection(String, known: [String], nearest: String? = nil)
    /// The section is listed in the route but its exercise is not written yet.
    case sectionNotReady(String)

    package var errorDescription: String? {
        switch self {
        case .workspaceNotFound(let start):
            "No sherpa/catalog.json was found in \(start) or any folder above it; run sherpa from inside the course repository."
        case .unreadableCatalog(let path, let reason):
            "The route catalog \(path) could not be read: \(reason)."
        case .unsupportedFormat(let path, let found):
            "The route catalog \(path) has format version \(found), but this sherpa reads version \(RouteCatalog.supportedFormatVersion)."
        case .unknownSection(let name, let known, let nearest):
            "There is no section called \"\(name)\"" + (nearest.map { "; did you mean \"\($0)\"?" } ?? ".") + " Use a number (1-\(known.count)), an id such as section-2, or a slug: \(known.joined(separator: ", "))."
        case .sectionNotReady(let id):
            "\(id) is on the route map, but its exercise is still being written; it cannot be checked yet."
        }
    }
}
