import Foundation

/// Keeps the first and the last half of `limit` bytes written to it, and counts what falls between.
/// A crash's reason is printed last, so the tail matters as much as the head.
final class CappedBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var head = Data()
    private var tail = Data()
    private let headLimit: Int
    private let tailLimit: Int
    private var dropped = 0

    init(limit: Int) {
        headLimit = max(limit, 0) / 2 + max(limit, 0) % 2
        tailLimit = max(limit, 0) / 2
    }

    var overflowed: Bool { lock.withLock { dropped > 0 || tail.count > tailLimit } }

    func append(_ chunk: Data) {
        lock.withLock {
            var rest = chunk[...]
            let room = headLimit - head.count
            if room > 0 {
                head.append(rest.prefix(room))
                rest = rest.dropFirst(room)
            }
            guard !rest.isEmpty else { return }
            tail.append(rest)
            // Trim in batches, so a flood of small chunks does not copy the tail every time.
            if tail.count > 2 * tailLimit + 4096 {
                let excess = tail.count - tailLimit
                dropped += excess
                tail.removeFirst(excess)
            }
        }
    }

    var text: String {
        lock.withLock {
            var kept = tail
            var left = dropped
            if kept.count > tailLimit {
                left += kept.count - tailLimit
                kept = kept.suffix(tailLimit)
            }
            guard left > 0 else { return String(decoding: head + kept, as: UTF8.self) }
            return String(decoding: head, as: UTF8.self)
                + "\n[sherpa left out \(left) bytes of output here]\n"
                + String(decoding: kept, as: UTF8.self)
        }
    }
}
