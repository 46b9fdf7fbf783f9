import Foundation

/// One book from the course API. The API writes its keys in snake_case (`page_count`,
/// `cover_url`); a decoder set to `.convertFromSnakeCase` maps them onto these names.
struct Book: Identifiable, Hashable, Codable {
    let id: UUID
    var title: String
    var author: String
    var pageCount: Int
    var coverURL: URL?

    // `.convertFromSnakeCase` turns `cover_url` into `coverUrl`, not `coverURL`,
    // so that one key is spelled out here; the rest match on their own.
    private enum CodingKeys: String, CodingKey {
        case id, title, author, pageCount
        case coverURL = "coverUrl"
    }
}
