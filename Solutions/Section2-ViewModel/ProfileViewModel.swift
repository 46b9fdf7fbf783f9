import Foundation
import Observation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The profile screen's state and actions. It knows nothing about SwiftUI, so it runs
/// (and is tested) anywhere Foundation runs.
@Observable
final class ProfileViewModel {
    // Readable by the view, writable only here: every change goes through a method below.
    private(set) var user: User?
    private(set) var isLoading = false
    private(set) var errorMessage: String?

    /// The name being typed in the edit sheet. The view binds its text field to it.
    var draftName = ""

    private let userID: Int
    private let baseURL: URL

    init(userID: Int = 1, baseURL: URL = URL(string: "https://api.bookbrowser.example")!) {
        self.userID = userID
        self.baseURL = baseURL
    }

    private var userURL: URL {
        baseURL.appendingPathComponent("users").appendingPathComponent(String(userID))
    }

    /// Fetches the user. A failure leaves a message to show rather than stopping the app.
    func load() async {
        isLoading = true
        errorMessage = nil
        defer { isLoading = false }
        do {
            let (data, response) = try await URLSession.shared.data(from: userURL)
            try Self.expectSuccess(response)
            user = try JSONDecoder().decode(User.self, from: data)
        } catch {
            errorMessage = "The profile couldn't be loaded. Check your connection and try again."
        }
    }

    /// Starts the edit sheet from the name currently shown.
    func startEditing() {
        guard let user else { return }
        draftName = user.name
    }

    /// Sends the edited name to the server and shows it once the server has accepted it.
    func save() async {
        guard var edited = user else { return }
        edited.name = draftName
        errorMessage = nil
        do {
            var request = URLRequest(url: userURL)
            request.httpMethod = "PUT"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONEncoder().encode(edited)
            let (_, response) = try await URLSession.shared.data(for: request)
            try Self.expectSuccess(response)
            user = edited
        } catch {
            errorMessage = "Your new name wasn't saved. Try again in a moment."
        }
    }

    private static func expectSuccess(_ response: URLResponse) throws {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else {
            throw URLError(.badServerResponse)
        }
    }
}
