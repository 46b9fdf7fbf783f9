import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AssistantNotes {
    /// Adds `line` at the end of the notes, creating them from the template first if needed.
    /// The file is opened for appending only, so what is already there is never rewritten, and
    /// a notes file that does not end in a newline gets one before the line.
    package static func append(_ line: String, in sessionsFolder: URL) throws {
        try createIfMissing(in: sessionsFolder)
        let target = file(in: sessionsFolder)
        let descriptor = open(target.path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let endsInNewline = (try? FileHandle(forReadingFrom: target)).map { handle in
            defer { try? handle.close() }
            guard let size = try? handle.seekToEnd(), size > 0 else { return true }
            try? handle.seek(toOffset: size - 1)
            return (try? handle.read(upToCount: 1)) == Data("\n".utf8)
        } ?? true
        let bytes = Array(((endsInNewline ? "" : "\n") + line + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
}
