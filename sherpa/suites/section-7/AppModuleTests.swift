import Foundation
import Testing
import BookFeature
@testable import BookBrowser

private struct ArchiveClosed: LocalizedError {
    var errorDescription: String? { "The author archive is closed for repairs." }
}

/// Answers with a fixed list, or with an error when given one.
private final class FixedAuthors: AuthorRepository {
    private let result: Result<[Author], any Error>

    init(_ authors: [Author]) {
        result = .success(authors)
    }

    init(failingWith error: any Error) {
        result = .failure(error)
    }

    func fetchAuthors() async throws -> [Author] {
        try result.get()
    }
}

private let writers = [
    Author(id: UUID(), name: "Chinua Achebe", born: 1930, country: "Nigeria"),
    Author(id: UUID(), name: "Tove Jansson", born: 1914, country: "Finland"),
    Author(id: UUID(), name: "Italo Calvino", born: 1923, country: "Italy"),
]

@Suite("The app module, built on top of BookFeature")
struct AppModuleTests {
    @Test("The app's composition gives the book screen the sample books", .receipted)
    func compositionLoadsBooks() async {
        let composition = AppComposition(latency: .zero)
        await composition.bookList.load()

        #expect(!composition.bookList.visibleBooks.isEmpty, "`AppComposition` should build the book list on the book feature's sample repository, so loading it shows books")
    }

    @Test("The app's composition gives the authors screen the sample authors", .receipted)
    func compositionLoadsAuthors() async {
        let composition = AppComposition(latency: .zero)
        await composition.authorList.load()

        #expect(!composition.authorList.visibleAuthors.isEmpty, "`AppComposition` should build the authors list on `InMemoryAuthorRepository`, so loading it shows authors")
    }

    @Test("The authors list shows the authors its repository returns", .receipted)
    func authorsLoad() async {
        let viewModel = AuthorListViewModel(repository: FixedAuthors(writers))
        await viewModel.load()

        #expect(viewModel.visibleAuthors.map(\.name) == writers.map(\.name), "after `load()` the authors list should show the repository's authors in order; moving files must not change behaviour")
    }

    @Test("Searching authors matches part of a name, ignoring case", .receipted)
    func authorsSearch() async {
        let viewModel = AuthorListViewModel(repository: FixedAuthors(writers))
        await viewModel.load()
        viewModel.searchText = "JANS"

        #expect(viewModel.visibleAuthors.map(\.name) == ["Tove Jansson"], "searching \"JANS\" should leave only Tove Jansson")
    }

    @Test("A failed authors load shows the error's message", .receipted)
    func authorsFailure() async {
        let viewModel = AuthorListViewModel(repository: FixedAuthors(failingWith: ArchiveClosed()))
        await viewModel.load()

        #expect(viewModel.state == .error("The author archive is closed for repairs."), "when the author repository throws, the state should be `.error` with the error's message")
    }
}
