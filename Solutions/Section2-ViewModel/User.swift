import Foundation

/// A reader's account as the course API returns it from `/users/<id>`.
/// `Equatable` lets the view model and its tests compare whole users.
struct User: Codable, Identifiable, Equatable {
    let id: Int
    var name: String
    var email: String
}
