import SherpaCore
import SherpaRunner

/// Document fingerprinting by winnowing (Schleimer, Wilkerson and Aiken, "Winnowing: Local
/// Algorithms for Document Fingerprinting", SIGMOD 2003), the method behind MOSS and Dolos.
///
/// Every run of `kgram` consecutive tokens gets a hash; in every window of `window` consecutive
/// hashes the smallest is kept (the rightmost one on a tie), and a position is recorded once even
/// when several windows choose it. Any run of at least `kgram + window - 1` tokens that two token
/// sequences share is then guaranteed to give both of them at least one common fingerprint, and
/// runs shorter than `kgram` never do.
struct Winnowing: Sendable {
    /// Tokens per k-gram: the noise threshold.
    var kgram: Int
    /// K-grams per window.
    var window: Int

    /// The hash of every k-gram, by the position of its first token. Empty when there are fewer
    /// than `kgram` tokens.
    func kgramHashes(_ tokenHashes: [UInt64]) -> [UInt64] {
        guard tokenHashes.count >= kgram else { return [] }
        var result: [UInt64] = []
        result.reserveCapacity(tokenHashes.count - kgram + 1)
        for start in 0...(tokenHashes.count - kgram) {
            var hash: UInt64 = 0
            for offset in 0..<kgram {
                hash = hash &* Self.base &+ tokenHashes[start + offset]
            }
            result.append(Self.mix(hash))
        }
        return result
    }

    /// The positions (into `hashes`) that winnowing selects, in increasing order. A sequence
    /// shorter than a window still gives its smallest hash, so short files are not invisible.
    func select(_ hashes: [UInt64]) -> [Int] {
        guard !hashes.isEmpty else { return [] }
        let width = min(window, hashes.count)
        var chosen: [Int] = []
        for start in 0...(hashes.count - width) {
            var best = start
            for index in start..<(start + width) where hashes[index] <= hashes[best] {
                best = index
            }
            if chosen.last != best { chosen.append(best) }
        }
        return chosen
    }

    /// FNV-1a: stable from one run to the next, unlike Swift's seeded `Hasher`, so the same class
    /// always gives the same report.
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static let base: UInt64 = 1_099_511_628_211

    /// Spreads the polynomial hash's bits so the window minimum does not favour particular tokens.
    private static func mix(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x = x &* 0xff51_afd7_ed55_8ccd
        x ^= x >> 33
        x = x &* 0xc4ce_b9fe_1a85_ec53
        x ^= x >> 33
        return x
    }
}
