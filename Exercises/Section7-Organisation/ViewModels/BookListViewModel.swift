import Foundation
import Observation

// TODO: Book feature: move to BookFeature/. The app creates this view model, and code outside
// the module drives it: `init(repository:)`, reading `state` (and its cases) and
// `visibleBooks`, setting `searchText`, calling `load()`. Changing `state` and reaching
// `repository` must stay impossible from outside.

/// State and actions behind the book list.
@Observable
final class BookListViewModel {
    enum State: Equatable {
        case idle
        case loading
        case loaded([Book])
        case error(String)
    }

    private(set) var state: State = .idle
    var searchText = ""

    private let repository: any BookRepository

    init(repository: any BookRepository) {
        self.repository = repository
    }

    /// The loaded books that match the search text; everything when the search is empty.
    var visibleBooks: [Book] {
        guard case .loaded(let books) = state else { return [] }
        let query = searchText.trimmingCharacters(in: .whitespaces)
        return query.isEmpty ? books : books.filter { $0.matches(query) }
    }

    func load() async {
        state = .loading
        do {
            state = .loaded(try await repository.fetchBooks())
        } catch {
            state = .error(error.localizedDescription)
        }
    }
}
