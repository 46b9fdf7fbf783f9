import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Stands in for the course API while a preview runs. The host api.bookbrowser.example never
/// resolves, so without this the canvas could only show the screen's error. A `#Preview`
/// calls `start()` before it draws; the app and the tests never do, so they still reach
/// whatever server they were given.
nonisolated final class PreviewServer: URLProtocol {
    /// The JSON the server sends for each path: the catalogue, three books. Any other path gets a 404.
    private static let replies: [String: String] = [
        "/books": """
            [
            {"id": "3F2A9C41-6B1D-4E27-9A35-8C0D7E6F5A11", "title": "The Left Hand of Darkness", "author": "Ursula K. Le Guin", "page_count": 304},
            {"id": "4A3BAD52-7C2E-4F38-AB46-9D1E8F706B22", "title": "Kindred", "author": "Octavia E. Butler", "page_count": 264},
            {"id": "5B4CBE63-8D3F-4049-BC57-AE2F90817C33", "title": "Piranesi", "author": "Susanna Clarke", "page_count": 272}
            ]
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
