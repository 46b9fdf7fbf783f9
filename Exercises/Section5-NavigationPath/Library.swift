import Foundation

/// The books and authors the screens show. A fixed in-memory catalogue: this section is about
/// moving between screens, so there is no network here.
struct Library {
    var books: [Book]

    var authors: [Author] {
        var seen = Set<Int>()
        return books.map(\.author).filter { seen.insert($0.id).inserted }
    }

    func book(withID id: UUID) -> Book? {
        books.first { $0.id == id }
    }

    func author(withID id: Int) -> Author? {
        authors.first { $0.id == id }
    }

    func books(by author: Author) -> [Book] {
        books.filter { $0.author.id == author.id }
    }
}

extension Library {
    static let sample: Library = {
        let jemisin = Author(id: 1, name: "N. K. Jemisin", bornIn: 1972)
        let chiang = Author(id: 2, name: "Ted Chiang", bornIn: 1967)
        let tchaikovsky = Author(id: 3, name: "Adrian Tchaikovsky", bornIn: 1972)
        return Library(books: [
            Book(id: UUID(uuidString: "0B6E1A52-7C3D-4F08-9E21-5A4C8D1F0B01")!, title: "The Fifth Season", author: jemisin, pageCount: 468),
            Book(id: UUID(uuidString: "0B6E1A52-7C3D-4F08-9E21-5A4C8D1F0B02")!, title: "The Obelisk Gate", author: jemisin, pageCount: 410),
            Book(id: UUID(uuidString: "0B6E1A52-7C3D-4F08-9E21-5A4C8D1F0B03")!, title: "Exhalation", author: chiang, pageCount: 350),
            Book(id: UUID(uuidString: "0B6E1A52-7C3D-4F08-9E21-5A4C8D1F0B04")!, title: "Children of Time", author: tchaikovsky, pageCount: 600),
        ])
    }()
}
