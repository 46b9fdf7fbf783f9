import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Stands in for the course API while a preview runs. The host api.bookbrowser.example never
/// resolves, so without this the canvas could only show the screen's error. A `#Preview`
/// calls `start()` before it draws; the app and the tests never do, so they still reach
/// whatever server they were given.
nonisolated final class PreviewServer: URLProtocol {
    /// The JSON the server sends for each path: one reader's profile. Any other path gets a 404.
    private static let replies: [String: String] = [
        "/users/1": """
            {"id": 1, "name": "Ada Okafor", "email": "ada@bookbrowser.example"}
            """,
    ]

    /// Registered once, however many previews start it.
    private static let registration: Void = {
        _ = URLProtocol.registerClass(PreviewServer.self)
    }()

    /// Sends every request `URLSession.shared` makes to the course API here from now on.
    static func start() {
        _ = registration
    }

    override class func canInit(with request: URLRequest) -> Bool {
        request.url?.host == "api.bookbrowser.example"
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        // A save (PUT) is answered like a read of the same path: 200 and the stored JSON.
        guard let url = request.url else {
            client?.urlProtocol(self, didFailWithError: URLError(.badURL))
            return
        }
        let reply = Self.replies[url.path]
        guard let response = HTTPURLResponse(url: url, statusCode: reply == nil ? 404 : 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"]) else {
            client?.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
            return
        }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Data((reply ?? "").utf8))
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
