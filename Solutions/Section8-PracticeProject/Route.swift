import Foundation

/// The screens that can be pushed above the list, as in section 5. A route carries an id, not
/// a whole book, so the detail screen fetches the current book itself.
enum Route: Hashable {
    case book(id: Book.ID)
}
