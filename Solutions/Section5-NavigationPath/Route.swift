import Foundation

/// Every screen that can sit above the book list. Routes carry ids, not whole values, so a
/// deep link (which only knows an id) can build one, and two routes compare by value in tests.
/// `Codable` lets the open screens be saved and restored, as a typed list or a `NavigationPath`.
enum Route: Hashable, Codable {
    case book(id: UUID)
    case author(id: Int)
}
