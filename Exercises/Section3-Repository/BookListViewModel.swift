import Foundation
import Observation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// TODO: This view model is tied to the network: it builds URLs, calls URLSession and
// decodes JSON itself, so nothing can stand in for the server. Move all of that behind
// a repository, each piece in its own file:
//   - `protocol BookRepository` with `func fetchBooks() async throws -> [Book]`
//     and `func fetchBook(id: UUID) async throws -> Book`
//   - `struct RemoteBookRepository: BookRepository` that fetches
//     https://api.bookbrowser.example/books and /books/<id>, checks the HTTP status code
//     and decodes with `.convertFromSnakeCase`
//   - `enum BookError: LocalizedError` with at least a `notFound` case (for a 404), one for
//     other bad status codes and one for JSON that doesn't decode, each with an
//     `errorDescription` a reader understands
// TODO: Then give this view model `init(repository: any BookRepository = RemoteBookRepository())`
// and let `load()` ask the repository. After that, this file needs no URLSession or JSONDecoder.
@Observable
final class BookListViewModel {
    private(set) var books: [Book] = []
    private(set) var isLoading = false
    private(set) var errorMessage: String?
    var searchText = ""

    /// The books whose title or author contains the search text, ignoring case.
    var filteredBooks: [Book] {
        let query = searchText.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return books }
        return books.filter { book in
            book.title.localizedCaseInsensitiveContains(query)
                || book.author.localizedCaseInsensitiveContains(query)
        }
    }

    func load() async {
        isLoading = true
        errorMessage = nil
        defer { isLoading = false }
        do {
            // TODO: A 404 or 500 reply still arrives as data; nothing here checks the status code.
            let address = URL(string: "https://api.bookbrowser.example/books")!
            let (data, _) = try await URLSession.shared.data(from: address)
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            books = try decoder.decode([Book].self, from: data)
        } catch {
            // TODO: This shows the raw networking or decoding error. A `BookError` from the
            // repository carries a message written for the reader.
            errorMessage = error.localizedDescription
        }
    }
}
