import Foundation

// TODO: Authors feature: move to Authors/.

/// A writer in the catalogue.
struct Author: Identifiable, Hashable {
    let id: UUID
    let name: String
    let born: Int
    let country: String
}

extension Author {
    func matches(_ query: String) -> Bool {
        name.localizedCaseInsensitiveContains(query)
    }
}
