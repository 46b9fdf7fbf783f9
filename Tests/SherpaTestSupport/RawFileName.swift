import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File names made of raw bytes, which need not be UTF-8, as a file from an old archive or another
/// system can be named.
package enum RawFileName {
    /// `bad-<FF><FE>.swift`.
    package static let undecodable: [UInt8] = Array("bad-".utf8) + [0xFF, 0xFE] + Array(".swift".utf8)

    package struct CreationError: Error {}

    /// Creates a file named `name` in `folder`.
    package static func createFile(named name: [UInt8], in folder: URL, contents: String = "// file\n") throws {
        let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_CREAT | O_WRONLY | O_TRUNC, 0o644) }
        }
        guard descriptor >= 0 else { throw CreationError() }
        let bytes = Array(contents.utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    /// Creates a folder named `name` in `folder`, byte for byte (Foundation may normalise a name).
    package static func createFolder(named name: [UInt8], in folder: URL) throws {
        let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let made = path.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { mkdir($0, 0o755) }
        }
        guard made == 0 else { throw CreationError() }
    }
}
