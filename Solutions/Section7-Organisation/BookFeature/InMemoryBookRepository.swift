import Foundation

/// A pretend back end that serves a fixed shelf after a short wait. Internal: the app reaches it
/// only through `BookAssembly.sampleRepository(latency:)`, so it can change without the app noticing.
final class InMemoryBookRepository: BookRepository {
    private let shelf: [Book]
    private let latency: Duration

    init(shelf: [Book] = InMemoryBookRepository.sampleShelf, latency: Duration = .zero) {
        self.shelf = shelf
        self.latency = latency
    }

    func fetchBooks() async throws -> [Book] {
        // The module cannot see the app's Shared/ folder, so it waits on its own.
        if latency > .zero {
            try await Task.sleep(for: latency)
        }
        return shelf
    }

    static let sampleShelf = [
        Book(title: "A Wizard of Earthsea", author: "Ursula K. Le Guin", year: 1968),
        Book(title: "The Dispossessed", author: "Ursula K. Le Guin", year: 1974),
        Book(title: "Parable of the Sower", author: "Octavia E. Butler", year: 1993),
        Book(title: "The Remains of the Day", author: "Kazuo Ishiguro", year: 1989),
        Book(title: "Klara and the Sun", author: "Kazuo Ishiguro", year: 2021),
        Book(title: "Station Eleven", author: "Emily St. John Mandel", year: 2014),
    ]
}
