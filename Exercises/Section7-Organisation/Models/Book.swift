import Foundation

// TODO: Book feature: move to BookFeature/. Outside code creates books (a repository of its
// own, a test) and reads their fields. Marking the struct `public` is not enough on its own:
// which members, and which initializer, does outside code need? `matches` is not one of them.

/// One book in the catalogue.
struct Book: Identifiable, Hashable {
    let id: UUID
    let title: String
    let author: String
    let year: Int
}

extension Book {
    /// Whether a search query finds this book.
    func matches(_ query: String) -> Bool {
        title.localizedCaseInsensitiveContains(query) || author.localizedCaseInsensitiveContains(query)
    }
}
