import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches books from the course API. All the HTTP and JSON details live here and
/// leave as either books or a `BookError`.
struct RemoteBookRepository: BookRepository {
    private let baseURL: URL

    init(baseURL: URL = URL(string: "https://api.bookbrowser.example")!) {
        self.baseURL = baseURL
    }

    func fetchBooks() async throws -> [Book] {
        try await get([Book].self, at: baseURL.appendingPathComponent("books"))
    }

    func fetchBook(id: UUID) async throws -> Book {
        try await get(Book.self, at: baseURL.appendingPathComponent("books").appendingPathComponent(id.uuidString))
    }

    private func get<Payload: Decodable>(_ payload: Payload.Type, at url: URL) async throws -> Payload {
        let body: Data
        let response: URLResponse
        do {
            (body, response) = try await URLSession.shared.data(from: url)
        } catch {
            throw BookError.unreachable
        }

        // An error page still arrives as data, so the status decides before any decoding.
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
