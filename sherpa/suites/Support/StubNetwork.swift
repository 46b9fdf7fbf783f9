import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A canned answer for one request path.
nonisolated struct StubResponse: Sendable {
    var status: Int
    var body: Data

    static func json(_ text: String, status: Int = 200) -> StubResponse {
        StubResponse(status: status, body: Data(text.utf8))
    }

    static func status(_ code: Int) -> StubResponse {
        StubResponse(status: code, body: Data())
    }
}

/// What the code under test sent: kept so a test can check the path, the method and the body.
nonisolated struct RecordedRequest: Sendable {
    var method: String
    var url: URL
    var body: Data?
}

/// Answers every request made through `URLSession.shared` from a table of canned responses,
/// so no hidden test ever reaches the real network. Requests with no entry fail as offline.
nonisolated final class StubNetwork: URLProtocol {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var responses: [String: StubResponse] = [:]
    nonisolated(unsafe) private static var recorded: [RecordedRequest] = []
    nonisolated(unsafe) private static var installed = false

    /// Installs the stub on `URLSession.shared` with the given answers, keyed by URL path
    /// (for example `/books` or `/users/42`). Earlier answers and recordings are dropped.
    static func install(_ table: [String: StubResponse]) {
        lock.lock()
        defer { lock.unlock() }
        responses = table
        recorded = []
        if !installed {
            _ = URLProtocol.registerClass(StubNetwork.self)
            installed = true
        }
    }

    /// The requests seen since the last `install`, oldest first.
    static var requests: [RecordedRequest] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url else { return }
        let answer: StubResponse? = Self.lock.withLock {
            Self.recorded.append(RecordedRequest(
                method: request.httpMethod ?? "GET",
                url: url,
                body: request.httpBody ?? Self.readAll(request.httpBodyStream)
            ))
            return Self.responses[url.path]
        }
        guard let answer else {
            client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
            return
        }
        let response = HTTPURLResponse(url: url, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: answer.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}

    private static func readAll(_ stream: InputStream?) -> Data? {
        guard let stream else { return nil }
        stream.open()
        defer { stream.close() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while stream.hasBytesAvailable {
            let count = stream.read(&buffer, maxLength: buffer.count)
            if count <= 0 { break }
            data.append(buffer, count: count)
        }
        return data
    }
}
