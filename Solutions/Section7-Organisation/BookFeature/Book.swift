import Foundation

/// One book in the catalogue. Public because the app and any repository it supplies pass
/// books around; the explicit `public init` is needed because a memberwise one stays internal.
public struct Book: Identifiable, Hashable {
    public let id: UUID
    public let title: String
    public let author: String
    public let year: Int

    public init(id: UUID = UUID(), title: String, author: String, year: Int) {
        self.id = id
        self.title = title
        self.author = author
        self.year = year
    }
}

extension Book {
    /// Whether a search query finds this book. Internal: how search works is the feature's business.
    func matches(_ query: String) -> Bool {
        title.localizedCaseInsensitiveContains(query) || author.localizedCaseInsensitiveContains(query)
    }
}
