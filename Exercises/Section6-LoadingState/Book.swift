import Foundation

/// One book as the course API sends it (`page_count` on the wire, `pageCount` here).
struct Book: Identifiable, Hashable, Codable {
    let id: UUID
    var title: String
    var author: String
    var pageCount: Int
}
