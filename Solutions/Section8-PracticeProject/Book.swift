import Foundation

/// One book in the library's catalogue.
struct Book: Identifiable, Hashable, Codable {
    let id: UUID
    let title: String
    let author: String
    let pageCount: Int
}
