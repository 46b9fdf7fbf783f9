import Foundation

/// The person who wrote a book. A type of its own rather than a bare string, so a later
/// author screen (or a second field such as a birth year) grows here without touching `Book`.
struct Author: Hashable, Codable {
    let name: String
}
