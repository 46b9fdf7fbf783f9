import Foundation

/// A reader's account as the course API returns it from `/users/<id>`.
struct User: Codable, Identifiable {
    let id: Int
    var name: String
    var email: String
}
