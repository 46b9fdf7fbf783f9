import Foundation
import SherpaCore

/// Gives every learner of a class a file name of their own for `feedback/` and `results/`. An id
/// that is already a plain, safe name keeps it; any other id (a path separator, a leading or
/// trailing dot, a letter outside ASCII, a name too long) becomes a cleaned name plus a digest of
/// the id, and so does every id whose name would clash with another's when case is ignored (as
/// it is on macOS). Two learners therefore never share a file, whatever their ids.
enum LearnerFileNames {
    /// Longest name kept as it is; longer ids are cut and get a digest.
    static let longestPlainName = 64

    /// Learner id → file name without extension, one distinct name per id.
    static func assign(_ learners: [String]) -> [String: String] {
        let ids = Array(Set(learners)).sorted()
        var names = Dictionary(uniqueKeysWithValues: ids.map { id in
            (id, isPlain(id) ? id : hashed(id, digits: 10))
        })
        // Names that clash when case is ignored all take a 128-bit digest. Two such names end in
        // the digests of their ids, so they never clash with each other; every round upgrades at
        // least one name that had none, so the loop ends.
        while true {
            let clashes = Dictionary(grouping: ids) { names[$0]!.lowercased() }.values.filter { $0.count > 1 }
            guard !clashes.isEmpty else { return names }
            for group in clashes {
                for id in group { names[id] = hashed(id, digits: 32) }
            }
        }
    }

    /// Letters, digits, `-`, `_` and inner dots, all ASCII, within the length limit.
    static func isPlain(_ id: String) -> Bool {
        guard !id.isEmpty, id.utf8.count <= longestPlainName, !id.hasPrefix("."), !id.hasSuffix(".") else { return false }
        return id.unicodeScalars.allSatisfy(isSafe)
    }

    static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar))
    }

    /// The id with every unsafe character as `_` and outer dots dropped, cut so the whole name
    /// stays within `longestPlainName`, then a digest of the id.
    static func hashed(_ id: String, digits: Int) -> String {
        let cleaned = String(String.UnicodeScalarView(id.unicodeScalars.map { isSafe($0) ? $0 : "_" }))
            .trimmingCharacters(in: CharacterSet(charactersIn: "."))
        var hasher = SHA256()
        hasher.update(id)
        let stem = cleaned.isEmpty ? "learner" : String(cleaned.prefix(longestPlainName - 1 - digits))
        return stem + "-" + hasher.finalize().prefix(digits)
    }
}
