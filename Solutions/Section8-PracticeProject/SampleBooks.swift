import Foundation

/// The catalogue the pretend server answers with. The ids are fixed, so a book is the same
/// book after every load and a favourite stays a favourite when the list reloads.
enum SampleBooks {
    static let all: [Book] = [
        Book(id: uuid("5E0C7A1D-0001-4B8E-9C11-2F6A8D3B7E01"), title: "Dune", author: Author(name: "Frank Herbert"), pageCount: 412),
        Book(id: uuid("5E0C7A1D-0002-4B8E-9C11-2F6A8D3B7E02"), title: "The Dispossessed", author: Author(name: "Ursula K. Le Guin"), pageCount: 387),
        Book(id: uuid("5E0C7A1D-0003-4B8E-9C11-2F6A8D3B7E03"), title: "Kindred", author: Author(name: "Octavia E. Butler"), pageCount: 264),
        Book(id: uuid("5E0C7A1D-0004-4B8E-9C11-2F6A8D3B7E04"), title: "Children of Dune", author: Author(name: "Frank Herbert"), pageCount: 444),
        Book(id: uuid("5E0C7A1D-0005-4B8E-9C11-2F6A8D3B7E05"), title: "The Fifth Season", author: Author(name: "N. K. Jemisin"), pageCount: 468),
        Book(id: uuid("5E0C7A1D-0006-4B8E-9C11-2F6A8D3B7E06"), title: "A Wizard of Earthsea", author: Author(name: "Ursula K. Le Guin"), pageCount: 183),
        Book(id: uuid("5E0C7A1D-0007-4B8E-9C11-2F6A8D3B7E07"), title: "Station Eleven", author: Author(name: "Emily St. John Mandel"), pageCount: 333),
    ]

    private static func uuid(_ text: String) -> UUID {
        guard let id = UUID(uuidString: text) else {
            preconditionFailure("\(text) is not a UUID")
        }
        return id
    }
}
