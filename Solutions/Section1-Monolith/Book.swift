import Foundation

/// One book as the course API sends it. The API writes its keys in snake_case
/// (`page_count`), so whoever decodes it turns that into `pageCount`.
struct Book: Identifiable, Hashable, Codable {
    let id: UUID
    var title: String
    var author: String
    var pageCount: Int
}
