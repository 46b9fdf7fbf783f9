import Foundation

// TODO: Authors feature: move to Authors/.

/// Where the authors list gets its authors.
protocol AuthorRepository {
    func fetchAuthors() async throws -> [Author]
}

/// A pretend back end with a fixed list of authors.
final class InMemoryAuthorRepository: AuthorRepository {
    private let authors: [Author]
    private let latency: Duration

    init(authors: [Author] = InMemoryAuthorRepository.sampleAuthors, latency: Duration = .zero) {
        self.authors = authors
        self.latency = latency
    }

    func fetchAuthors() async throws -> [Author] {
        try await SimulatedDelay.wait(latency)
        return authors
    }

    static let sampleAuthors = [
        Author(id: UUID(), name: "Ursula K. Le Guin", born: 1929, country: "United States"),
        Author(id: UUID(), name: "Octavia E. Butler", born: 1947, country: "United States"),
        Author(id: UUID(), name: "Kazuo Ishiguro", born: 1954, country: "United Kingdom"),
        Author(id: UUID(), name: "Emily St. John Mandel", born: 1979, country: "Canada"),
    ]
}
