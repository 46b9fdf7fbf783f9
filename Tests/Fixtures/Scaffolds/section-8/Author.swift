import Foundation

/// Shell: the name the hidden tests call, with nothing moved into it yet.
struct Author: Hashable, Codable {
    let name: String
}
