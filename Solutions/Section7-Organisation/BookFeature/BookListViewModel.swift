import Foundation
import Observation

/// State and actions behind the book list. Public so the app can own it and choose its
/// repository; its state is readable from outside but only the view model changes it.
@Observable
public final class BookListViewModel {
    public enum State: Equatable {
        case idle
        case loading
        case loaded([Book])
        case error(String)
    }

    public private(set) var state: State = .idle
    public var searchText = ""

    private let repository: any BookRepository

    public init(repository: any BookRepository) {
        self.repository = repository
    }

    /// The loaded books that match the search text; everything when the search is empty.
    public var visibleBooks: [Book] {
        guard case .loaded(let books) = state else { return [] }
        let query = searchText.trimmingCharacters(in: .whitespaces)
        return query.isEmpty ? books : books.filter { $0.matches(query) }
    }

    public func load() async {
        state = .loading
        do {
            state = .loaded(try await repository.fetchBooks())
        } catch {
            state = .error(error.localizedDescription)
        }
    }
}
