// URLSession's byte stream and the async line sequence, which Apple's Foundation has and Linux's
// lacks. Here the bytes arrive all at once, after the download, and are then handed out one by one.
#if !canImport(Darwin)
import Foundation
import FoundationNetworking

extension URLSession {
    /// The body of a response as a sequence of bytes.
    public struct AsyncBytes: AsyncSequence {
        public typealias Element = UInt8

        let data: Data

        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(bytes: data.makeIterator())
        }

        public struct AsyncIterator: AsyncIteratorProtocol {
            var bytes: Data.Iterator

            public mutating func next() async throws -> UInt8? {
                bytes.next()
            }
        }
    }

    @_disfavoredOverload
    public func bytes(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (URLSession.AsyncBytes, URLResponse) {
        let (data, response) = try await data(from: url)
        return (AsyncBytes(data: data), response)
    }

    @_disfavoredOverload
    public func bytes(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (URLSession.AsyncBytes, URLResponse) {
        let (data, response) = try await data(for: request)
        return (AsyncBytes(data: data), response)
    }
}

/// The lines of a sequence of UTF-8 bytes, without their line breaks.
public struct AsyncLineSequence<Base: AsyncSequence>: AsyncSequence where Base.Element == UInt8 {
    public typealias Element = String

    let base: Base

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator())
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        var finished = false

        public mutating func next() async throws -> String? {
            guard !finished else { return nil }
            var line: [UInt8] = []
            while let byte = try await base.next() {
                if byte == UInt8(ascii: "\n") {
                    if line.last == UInt8(ascii: "\r") { line.removeLast() }
                    return String(decoding: line, as: UTF8.self)
                }
                line.append(byte)
            }
            finished = true
            return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
        }
    }
}

extension AsyncSequence where Element == UInt8 {
    /// The bytes read as lines of UTF-8 text.
    public var lines: AsyncLineSequence<Self> {
        AsyncLineSequence(base: self)
    }
}

extension URLError.Code {
    /// Apple's codes are an open set; Linux's are a closed enum, so a code it does not list is
    /// `.unknown`.
    @_disfavoredOverload
    public init(rawValue: Int) {
        self = URLError.Code(rawValue: rawValue) ?? .unknown
    }
}
#endif
