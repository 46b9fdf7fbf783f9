import Foundation

// TODO: Book feature: move to BookFeature/. The app never names this type (it goes through
// BookAssembly), so it can stay internal. Once it is in BookFeature it can no longer see
// Helpers/SimulatedDelay in the app module: the book module must wait on its own.

/// A pretend back end that serves a fixed shelf after a short wait.
final class InMemoryBookRepository: BookRepository {
    private let shelf: [Book]
    private let latency: Duration

    init(shelf: [Book] = InMemoryBookRepository.sampleShelf, latency: Duration = .zero) {
        self.shelf = shelf
        self.latency = latency
    }

    func fetchBooks() async throws -> [Book] {
        try await SimulatedDelay.wait(latency)
        return shelf
    }

    static let sampleShelf = [
        Book(id: UUID(), title: "A Wizard of Earthsea", author: "Ursula K. Le Guin", year: 1968),
        Book(id: UUID(), title: "The Dispossessed", author: "Ursula K. Le Guin", year: 1974),
        Book(id: UUID(), title: "Parable of the Sower", author: "Octavia E. Butler", year: 1993),
        Book(id: UUID(), title: "The Remains of the Day", author: "Kazuo Ishiguro", year: 1989),
        Book(id: UUID(), title: "Klara and the Sun", author: "Kazuo Ishiguro", year: 2021),
        Book(id: UUID(), title: "Station Eleven", author: "Emily St. John Mandel", year: 2014),
    ]
}
