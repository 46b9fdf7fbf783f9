import Foundation

/// The pretend server the monolith had inline: it waits, then answers with the sample
/// catalogue, or fails when told to. Both knobs are stored properties, so tests pass `.zero`.
struct SimulatedBookRepository: BookRepository {
    /// Long enough in the app for the spinner to show.
    var delay: Duration = .milliseconds(800)
    /// When true every fetch fails with `CatalogueOutage`, to show the error screen.
    var isOffline = false

    func fetchBooks() async throws -> [Book] {
        try await Task.sleep(for: delay)
        if isOffline {
            throw CatalogueOutage()
        }
        return SampleBooks.all
    }

    func fetchBook(id: Book.ID) async throws -> Book {
        guard let book = try await fetchBooks().first(where: { $0.id == id }) else {
            throw BookError.notFound
        }
        return book
    }
}

/// What the user reads when the pretend server is down. The wording is unchanged from the
/// monolith, because the user sees it.
struct CatalogueOutage: LocalizedError {
    var errorDescription: String? {
        "The library catalogue is unavailable right now. Please try again in a moment."
    }
}
