import Foundation
import SherpaCore
import SherpaRunner

/// One of N slices of a class, for grading on several machines. A learner's slice comes from a hash
/// of their id, so adding a learner never moves anyone else to another slice.
package struct GradeShard: Codable, Sendable, Equatable, CustomStringConvertible {
    /// 1-based.
    var index: Int
    var count: Int

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Reads `K/N`.
    package static func parse(_ text: String) throws -> GradeShard {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw GradingError.badShard(text)
        }
        return GradeShard(index: index, count: count)
    }

    /// `K/N`, as `--shard` takes it.
    package var description: String { "\(index)/\(count)" }

    func contains(_ learner: String) -> Bool {
        var hasher = SHA256()
        hasher.update(learner)
        let prefix = UInt64(hasher.finalize().prefix(15), radix: 16) ?? 0
        return Int(prefix % UInt64(count)) == index - 1
    }
}
