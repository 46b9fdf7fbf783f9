import Foundation

/// Every screen that can sit above the book list. Routes carry ids, not whole values, so a
/// deep link (which only knows an id) can build one, and two routes compare by value in tests.
enum Route: Hashable {
    case book(id: UUID)
    case author(id: Int)
}
