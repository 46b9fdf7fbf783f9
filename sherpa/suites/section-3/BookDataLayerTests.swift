import Foundation
import Testing
@testable import BookBrowser

private let harbourID = UUID(uuidString: "3B1F6C52-9E0A-4D27-8A61-5C0E2F7D9B14")!
private let quarryID = UUID(uuidString: "A7D40E19-62B3-4F8C-9D15-0B6E8C3A2F70")!

/// Two books as the course API sends them: snake_case keys, one without a cover.
private let twoBooksJSON = """
[
  {"id": "\(harbourID.uuidString)", "title": "Harbour Lights", "author": "Ines Varga",
   "page_count": 288, "cover_url": "https://covers.bookbrowser.example/harbour-lights.jpg"},
  {"id": "\(quarryID.uuidString)", "title": "The Quarry Ledger", "author": "Tomas Reyes",
   "page_count": 534, "cover_url": null}
]
"""

private let harbourJSON = """
{"id": "\(harbourID.uuidString)", "title": "Harbour Lights", "author": "Ines Varga",
 "page_count": 288, "cover_url": "https://covers.bookbrowser.example/harbour-lights.jpg"}
"""

/// `/books/<id>` in both letter cases, so the stub answers however the id is written into the URL.
private func bookPaths(_ id: UUID) -> [String] {
    ["/books/\(id.uuidString)", "/books/\(id.uuidString.lowercased())"]
}

private func stubBook(_ id: UUID, _ answer: StubResponse) {
    StubNetwork.install(Dictionary(uniqueKeysWithValues: bookPaths(id).map { ($0, answer) }))
}

/// A repository that hands back what the test chose, with no network at all.
private struct CannedBookRepository: BookRepository {
    var books: [Book] = []
    var failure: BookError?

    func fetchBooks() async throws -> [Book] {
        if let failure { throw failure }
        return books
    }

    func fetchBook(id: UUID) async throws -> Book {
        if let failure { throw failure }
        guard let book = books.first(where: { $0.id == id }) else { throw BookError.notFound }
        return book
    }
}

private let cannedBooks = [
    Book(id: harbourID, title: "Harbour Lights", author: "Ines Varga", pageCount: 288, coverURL: nil),
    Book(id: quarryID, title: "The Quarry Ledger", author: "Tomas Reyes", pageCount: 534, coverURL: nil),
]

// The network stub is shared by every test in the run, so the whole section runs one test at a time.
@Suite("Section 3: the data layer", .serialized)
struct BookDataLayerTests {

    @Suite("RemoteBookRepository")
    struct Remote {
        @Test("fetchBooks() asks the course API for /books", .receipted)
        func fetchBooksRequestsBooksPath() async throws {
            StubNetwork.install(["/books": .json(twoBooksJSON)])
            _ = try? await RemoteBookRepository().fetchBooks()
            let request = try #require(StubNetwork.requests.first, "`fetchBooks()` must send its request through `URLSession.shared`")
            #expect(request.method == "GET", "fetching books only reads, so the request is a GET")
            #expect(request.url.host == "api.bookbrowser.example", "the default base URL of `RemoteBookRepository` is https://api.bookbrowser.example")
            #expect(request.url.path == "/books", "the list of books lives at /books")
        }

        @Test("fetchBooks() returns the books when the server answers 200", .receipted)
        func fetchBooksDecodesList() async throws {
            StubNetwork.install(["/books": .json(twoBooksJSON)])
            let books = try await RemoteBookRepository().fetchBooks()
            #expect(books.map(\.title) == ["Harbour Lights", "The Quarry Ledger"], "a 200 reply should come back as the books it contains, in order")
        }

        @Test("snake_case keys like page_count and cover_url are decoded", .receipted)
        func snakeCaseKeysDecode() async throws {
            StubNetwork.install(["/books": .json(twoBooksJSON)])
            let books = try await RemoteBookRepository().fetchBooks()
            let first = try #require(books.first, "the server sent two books, so `fetchBooks()` should return two")
            #expect(first.pageCount == 288, "the API says \"page_count\": set the decoder's `keyDecodingStrategy` to `.convertFromSnakeCase`")
            #expect(first.coverURL == URL(string: "https://covers.bookbrowser.example/harbour-lights.jpg"), "\"cover_url\" should land in `coverURL`")
        }

        @Test("fetchBooks() throws a BookError when the server answers 500", .receipted)
        func serverErrorBecomesBookError() async {
            // The body is a valid list: only the status code says that something went wrong.
            StubNetwork.install(["/books": .json(twoBooksJSON, status: 500)])
            await #expect(throws: BookError.self, "a 500 reply must not be decoded as if it were books: check the status code and throw a `BookError`") {
                try await RemoteBookRepository().fetchBooks()
            }
        }

        @Test("fetchBook(id:) throws BookError.notFound when the server answers 404", .receipted)
        func missingBookIsNotFound() async throws {
            stubBook(harbourID, .status(404))
            do {
                _ = try await RemoteBookRepository().fetchBook(id: harbourID)
                Issue.record("a 404 reply means there is no such book: `fetchBook(id:)` should throw, not return")
            } catch let error as BookError {
                guard case .notFound = error else {
                    Issue.record("a 404 should become `BookError.notFound`, but it became `\(error)`")
                    return
                }
            } catch {
                Issue.record("a 404 should become `BookError.notFound`, but `\(type(of: error))` was thrown")
            }
        }

        @Test("fetchBooks() throws a BookError when the JSON doesn't match Book", .receipted)
        func unreadableJSONBecomesBookError() async {
            StubNetwork.install(["/books": .json(#"{"books": "coming soon"}"#)])
            await #expect(throws: BookError.self, "when decoding fails, catch the `DecodingError` and throw a `BookError` instead") {
                try await RemoteBookRepository().fetchBooks()
            }
        }

        @Test("fetchBook(id:) asks for /books/<id>", .receipted)
        func fetchBookRequestsItsPath() async throws {
            stubBook(harbourID, .json(harbourJSON))
            _ = try? await RemoteBookRepository().fetchBook(id: harbourID)
            let request = try #require(StubNetwork.requests.first, "`fetchBook(id:)` must send its request through `URLSession.shared`")
            #expect(bookPaths(harbourID).contains(request.url.path), "one book lives at /books/ followed by its id, here /books/\(harbourID.uuidString)")
        }

        @Test("fetchBook(id:) returns the book the server sent", .receipted)
        func fetchBookDecodesOne() async throws {
            stubBook(harbourID, .json(harbourJSON))
            let book = try await RemoteBookRepository().fetchBook(id: harbourID)
            #expect(book.id == harbourID && book.title == "Harbour Lights", "a 200 reply for one book should decode into that `Book`")
        }

        @Test("Each BookError thrown by the repository explains itself to the reader", .receipted)
        func errorsHaveDescriptions() async {
            let failures: [(String, StubResponse)] = [
                ("a 500 reply", .status(500)),
                ("a 404 reply", .status(404)),
                ("JSON that isn't a book list", .json("[1, 2, 3]")),
            ]
            for (situation, answer) in failures {
                StubNetwork.install(["/books": answer])
                do {
                    _ = try await RemoteBookRepository().fetchBooks()
                    Issue.record("\(situation) should make `fetchBooks()` throw")
                } catch let error as BookError {
                    let text = error.errorDescription ?? ""
                    #expect(!text.isEmpty, "after \(situation) the `BookError` needs an `errorDescription`: that text is what the reader sees")
                } catch {
                    Issue.record("after \(situation) `fetchBooks()` should throw a `BookError`, not `\(type(of: error))`")
                }
            }
        }
    }

    @Suite("BookListViewModel")
    struct ListModel {
        @Test("load() shows the books the repository returns", .receipted)
        func loadShowsRepositoryBooks() async {
            let model = BookListViewModel(repository: CannedBookRepository(books: cannedBooks))
            await model.load()
            #expect(model.books == cannedBooks, "`load()` should put whatever the repository returns into `books`")
        }

        @Test("load() shows the BookError's description when the repository fails", .receipted)
        func loadShowsErrorDescription() async {
            let model = BookListViewModel(repository: CannedBookRepository(failure: .notFound))
            await model.load()
            #expect(model.errorMessage == BookError.notFound.errorDescription, "`errorMessage` should be the `errorDescription` of the thrown `BookError`; `error.localizedDescription` gives you exactly that")
        }

        @Test("load() clears isLoading after a failure", .receipted)
        func failedLoadClearsLoading() async {
            let model = BookListViewModel(repository: CannedBookRepository(failure: .notFound))
            await model.load()
            #expect(!model.isLoading, "`isLoading` must be false once `load()` returns, even when the repository threw")
        }

        @Test("A successful load() clears an earlier error message", .receipted)
        func successClearsOldError() async {
            let model = BookListViewModel(repository: RecoveringRepository())
            await model.load()
            #expect(model.errorMessage != nil, "the repository's first fetch throws, so the first `load()` should leave a message in `errorMessage`")
            await model.load()
            #expect(model.errorMessage == nil, "start `load()` by clearing `errorMessage`, so an old failure doesn't hide books that loaded")
            #expect(model.books == cannedBooks, "the second load worked, so its books should be shown")
        }

        @Test("BookListViewModel() with no arguments still loads from the course API", .receipted)
        func defaultRepositoryIsRemote() async {
            StubNetwork.install(["/books": .json(twoBooksJSON)])
            let model = BookListViewModel()
            await model.load()
            #expect(model.books.count == 2, "give `init(repository:)` a default of `RemoteBookRepository()` so the app can still write `BookListViewModel()`")
        }
    }
}

/// Fails its first fetch and succeeds from then on.
private final class RecoveringRepository: BookRepository {
    private var calls = 0

    func fetchBooks() async throws -> [Book] {
        calls += 1
        if calls == 1 { throw BookError.notFound }
        return cannedBooks
    }

    func fetchBook(id: UUID) async throws -> Book {
        guard let book = try await fetchBooks().first(where: { $0.id == id }) else { throw BookError.notFound }
        return book
    }
}
