import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The course API behind the same protocol as the simulated server. Which one the app uses is
/// decided where it is injected (`BookBrowserView(repository:)`), not in the view models.
struct RemoteBookRepository: BookRepository {
    var baseURL = URL(string: "https://api.bookbrowser.example")!

    func fetchBooks() async throws -> [Book] {
        try await get([Book].self, from: baseURL.appendingPathComponent("books"))
    }

    func fetchBook(id: Book.ID) async throws -> Book {
        try await get(Book.self, from: baseURL.appendingPathComponent("books").appendingPathComponent(id.uuidString))
    }

    private func get<Payload: Decodable>(_ payload: Payload.Type, from url: URL) async throws -> Payload {
        let body: Data
        let response: URLResponse
        do {
            (body, response) = try await URLSession.shared.data(from: url)
        } catch {
            throw BookError.unreachable
        }
        // An error page arrives as data too, so the status is checked before decoding.
        switch (response as? HTTPURLResponse)?.statusCode ?? 0 {
        case 200..<300:
            break
        case 404:
            throw BookError.notFound
        case let code:
            throw BookError.badStatus(code)
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        do {
            return try decoder.decode(payload, from: body)
        } catch {
            throw BookError.unreadable
        }
    }
}
