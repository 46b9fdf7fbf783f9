import Foundation

/// A person who wrote one or more books in the catalogue. Authors are numbered,
/// so a link such as `bookbrowser://author/3` can name one.
struct Author: Identifiable, Hashable {
    let id: Int
    var name: String
    var bornIn: Int
}

/// One book in the catalogue. Its `id` is a UUID, so a link such as
/// `bookbrowser://book/<uuid>` can name it.
struct Book: Identifiable, Hashable {
    let id: UUID
    var title: String
    var author: Author
    var pageCount: Int
}
