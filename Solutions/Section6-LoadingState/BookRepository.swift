import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where the book list gets its books. The view model sees only this protocol, so a test can
/// hand it a repository that answers whenever the test decides.
protocol BookRepository {
    func fetchBooks() async throws -> [Book]
}

/// Why the books could not be fetched, in words a reader of the screen understands.
enum BookError: LocalizedError, Equatable {
    case offline
    case serverTrouble(status: Int)
    case garbled

    var errorDescription: String? {
        switch self {
        case .offline:
            "You seem to be offline. Check your connection and try again."
        case .serverTrouble(let status):
            "The library server answered with an error (\(status)). Please try again shortly."
        case .garbled:
            "The library server sent a reply the app could not understand."
        }
    }
}

/// Fetches the catalogue from the course API.
struct RemoteBookRepository: BookRepository {
    var baseURL = URL(string: "https://api.bookbrowser.example")!

    func fetchBooks() async throws -> [Book] {
        let reply: (Data, URLResponse)
        do {
            reply = try await URLSession.shared.data(from: baseURL.appendingPathComponent("books"))
        } catch let failure as URLError where failure.code != .cancelled {
            throw BookError.offline
        }
        let status = (reply.1 as? HTTPURLResponse)?.statusCode ?? 0
        guard (200...299).contains(status) else {
            throw BookError.serverTrouble(status: status)
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        guard let books = try? decoder.decode([Book].self, from: reply.0) else {
            throw BookError.garbled
        }
        return books
    }
}
