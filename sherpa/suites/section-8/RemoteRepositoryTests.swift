import Foundation
import Testing
@testable import BookBrowser

private let lathe = UUID(uuidString: "C0FFEE00-1111-4A2B-8C3D-4E5F60718293")!
private let tidewater = UUID(uuidString: "C0FFEE00-2222-4A2B-8C3D-4E5F60718293")!

/// Two books as the course API sends them: snake_case keys, the author as an object. The screen test
/// beside this file (RemoteRepositoryTestsOnScreen.swift) uses them too.
let catalogueJSON = """
[
  {"id": "\(lathe.uuidString)", "title": "The Lathe of Heaven", "author": {"name": "Ursula K. Le Guin"}, "page_count": 184},
  {"id": "\(tidewater.uuidString)", "title": "Tidewater Almanac", "author": {"name": "Mara Okonkwo"}, "page_count": 312}
]
"""

private let tidewaterJSON = """
{"id": "\(tidewater.uuidString)", "title": "Tidewater Almanac", "author": {"name": "Mara Okonkwo"}, "page_count": 312}
"""

/// `/books/<id>` in both letter cases, so the stub answers however the id is written into the URL.
private func bookPaths(_ id: UUID) -> [String] {
    ["/books/\(id.uuidString)", "/books/\(id.uuidString.lowercased())"]
}

private func stubBook(_ id: UUID, _ answer: StubResponse) {
    StubNetwork.install(Dictionary(uniqueKeysWithValues: bookPaths(id).map { ($0, answer) }))
}

// The network stub is shared by every test in the run, so these run one at a time.
@Suite("Section 8: the remote repository, injected instead of the simulated one", .serialized)
struct RemoteRepositoryTests {
    @Test("The list loads the course API's books when given RemoteBookRepository()", .receipted)
    func listLoadsFromAPI() async throws {
        StubNetwork.install(["/books": .json(catalogueJSON)])
        let viewModel = BookListViewModel(repository: RemoteBookRepository())

        await viewModel.load()

        let request = try #require(StubNetwork.requests.first, "RemoteBookRepository.fetchBooks() should send its request through URLSession.shared; no request was made.")
        #expect(request.url.host == "api.bookbrowser.example" && request.url.path == "/books", "the catalogue lives at https://api.bookbrowser.example/books; the request went to \(request.url).")
        #expect(Screen(viewModel.state) == .loaded(["The Lathe of Heaven", "Tidewater Almanac"]), "with RemoteBookRepository() injected, load() should end in `.loaded` with the books the API sent (snake_case keys such as page_count, the author as an object with a name). It ended in \(Screen(viewModel.state)).")
    }

    @Test("A server error reaches the list as an error message", .receipted)
    func serverErrorShowsMessage() async {
        StubNetwork.install(["/books": .json(catalogueJSON, status: 500)])
        let viewModel = BookListViewModel(repository: RemoteBookRepository())

        await viewModel.load()

        guard case .error(let message) = Screen(viewModel.state) else {
            Issue.record("a 500 reply must not be read as books: RemoteBookRepository should check the status and throw, so load() ends in `.error`. It ended in \(Screen(viewModel.state)).")
            return
        }
        #expect(!message.isEmpty, "the error RemoteBookRepository throws should explain itself (a LocalizedError with a message), because the user reads it.")
    }

    @Test("The detail screen loads one book from /books/<id> when given RemoteBookRepository()", .receipted)
    func detailLoadsFromAPI() async throws {
        stubBook(tidewater, .json(tidewaterJSON))
        let viewModel = BookDetailViewModel(bookID: tidewater, repository: RemoteBookRepository())

        await viewModel.load()

        let request = try #require(StubNetwork.requests.first, "RemoteBookRepository.fetchBook(id:) should send its request through URLSession.shared; no request was made.")
        #expect(bookPaths(tidewater).contains(request.url.path), "one book lives at /books/ followed by its id; the request went to \(request.url.path).")
        #expect(DetailScreen(viewModel.state) == .loaded("Tidewater Almanac"), "with RemoteBookRepository() injected, the detail view model should end in `.loaded` with the book the API sent. It ended in \(DetailScreen(viewModel.state)).")
    }

    @Test("A book the server does not have shows an error on the detail screen", .receipted)
    func missingBookShowsError() async {
        stubBook(tidewater, .status(404))
        let viewModel = BookDetailViewModel(bookID: tidewater, repository: RemoteBookRepository())

        await viewModel.load()

        guard case .error(let message) = DetailScreen(viewModel.state) else {
            Issue.record("a 404 reply means there is no such book: fetchBook(id:) should throw and load() end in `.error`. It ended in \(DetailScreen(viewModel.state)).")
            return
        }
        #expect(!message.isEmpty, "the error for a missing book should carry a message the user can read.")
    }
}
