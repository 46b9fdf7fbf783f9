import Foundation
import Observation

// TODO: Authors feature: move to Authors/.

/// State and actions behind the authors list.
@Observable
final class AuthorListViewModel {
    enum State: Equatable {
        case idle
        case loading
        case loaded([Author])
        case error(String)
    }

    private(set) var state: State = .idle
    var searchText = ""

    private let repository: any AuthorRepository

    init(repository: any AuthorRepository) {
        self.repository = repository
    }

    var visibleAuthors: [Author] {
        guard case .loaded(let authors) = state else { return [] }
        let query = searchText.trimmingCharacters(in: .whitespaces)
        return query.isEmpty ? authors : authors.filter { $0.matches(query) }
    }

    func load() async {
        state = .loading
        do {
            state = .loaded(try await repository.fetchAuthors())
        } catch {
            state = .error(error.localizedDescription)
        }
    }
}
