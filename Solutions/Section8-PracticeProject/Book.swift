import Foundation

/// One book in the library's catalogue. On the wire the page count is `page_count` and the
/// author is an object with a `name`.
struct Book: Identifiable, Hashable, Codable {
    let id: UUID
    let title: String
    let author: Author
    let pageCount: Int
}
