import Foundation
import Observation
import Testing
@testable import ProfileFeature

/// The user every test loads: the server's JSON for `/users/42`.
private let storedUserJSON = #"{"id": 42, "name": "Wren Adeyemi", "email": "wren@bookbrowser.example"}"#

/// Counts the change notices Observation delivers. Observation calls it from any thread,
/// so it guards its count with a lock.
nonisolated private final class ObservationSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var notices = 0

    func notice() {
        lock.withLock { notices += 1 }
    }

    var wasNotified: Bool {
        lock.withLock { notices > 0 }
    }
}

/// Loads `ProfileViewModel(userID: 42)` from a stubbed server that knows the stored user.
private func loadedModel() async -> ProfileViewModel {
    StubNetwork.install(["/users/42": .json(storedUserJSON)])
    let model = ProfileViewModel(userID: 42)
    await model.load()
    return model
}

// Every test here goes through the one network stub, so they run one at a time.
@Suite("ProfileViewModel", .serialized)
struct ProfileViewModelTests {

    // MARK: Loading

    @Test("Loading asks the course API for /users/<id>", .receipted)
    func loadRequestsTheUserPath() async throws {
        _ = await loadedModel()
        let request = try #require(StubNetwork.requests.first, "`load()` must fetch the user through `URLSession.shared`")
        #expect(request.method == "GET", "`load()` only reads, so it should send a GET request")
        #expect(request.url.host == "api.bookbrowser.example", "the profile lives on the course API, https://api.bookbrowser.example")
        #expect(request.url.path == "/users/42", "`ProfileViewModel(userID: 42)` should load /users/42")
    }

    @Test("Loading stores the decoded user", .receipted)
    func loadStoresTheUser() async throws {
        let model = await loadedModel()
        let user = try #require(model.user, "after `load()`, `user` should hold the user the server sent")
        #expect(user.id == 42, "the stored user should have the id from the JSON")
        #expect(user.name == "Wren Adeyemi", "the stored user should have the name from the JSON")
        #expect(user.email == "wren@bookbrowser.example", "the stored user should have the email from the JSON")
    }

    @Test("A finished load clears isLoading and leaves no error", .receipted)
    func successfulLoadSettles() async {
        let model = await loadedModel()
        #expect(!model.isLoading, "`isLoading` must be false again once `load()` has returned")
        #expect(model.errorMessage == nil, "a load that worked should leave `errorMessage` nil")
    }

    @Test("A server error during load sets errorMessage instead of crashing", .receipted)
    func serverErrorSetsMessage() async {
        StubNetwork.install(["/users/42": .status(500)])
        let model = ProfileViewModel(userID: 42)
        await model.load()
        #expect(model.errorMessage != nil, "when the server answers 500, `load()` should catch the failure and set `errorMessage`")
        #expect(model.user == nil, "a 500 reply is not a user: `user` should stay nil")
    }

    @Test("A failed load clears isLoading", .receipted)
    func failedLoadClearsLoading() async {
        StubNetwork.install(["/users/42": .status(500)])
        let model = ProfileViewModel(userID: 42)
        await model.load()
        #expect(!model.isLoading, "a failed load must clear `isLoading` too, or the spinner never goes away")
    }

    @Test("Being offline during load sets errorMessage instead of crashing", .receipted)
    func offlineSetsMessage() async {
        // An empty table: the stub answers every request as "not connected to the internet".
        StubNetwork.install([:])
        let model = ProfileViewModel(userID: 42)
        await model.load()
        #expect(model.errorMessage != nil, "with no connection, `load()` should catch the thrown error and set `errorMessage`")
        #expect(!model.isLoading, "`isLoading` must be false again after a load that could not reach the server")
    }

    @Test("A reply that isn't a user sets errorMessage instead of crashing", .receipted)
    func unreadableReplySetsMessage() async {
        StubNetwork.install(["/users/42": .json(#"{"message": "maintenance"}"#)])
        let model = ProfileViewModel(userID: 42)
        await model.load()
        #expect(model.errorMessage != nil, "JSON that doesn't decode into a `User` should end in `errorMessage`, not in a `try!` crash")
        #expect(model.user == nil, "nothing usable arrived, so `user` should stay nil")
    }

    @Test("Loading again after a failure clears the old errorMessage", .receipted)
    func retryClearsOldError() async {
        StubNetwork.install(["/users/42": .status(503)])
        let model = ProfileViewModel(userID: 42)
        await model.load()
        StubNetwork.install(["/users/42": .json(storedUserJSON)])
        await model.load()
        #expect(model.errorMessage == nil, "a load that works should clear the message left by the one that failed")
        #expect(model.user?.name == "Wren Adeyemi", "the second load should store the user")
    }

    // MARK: Editing

    @Test("startEditing copies the user's name into draftName", .receipted)
    func startEditingCopiesName() async {
        let model = await loadedModel()
        model.startEditing()
        #expect(model.draftName == "Wren Adeyemi", "the edit sheet opens on the current name, so `startEditing()` copies `user.name` into `draftName`")
    }

    @Test("startEditing before a user has loaded leaves draftName empty", .receipted)
    func startEditingWithoutUser() {
        let model = ProfileViewModel(userID: 42)
        model.startEditing()
        #expect(model.draftName.isEmpty, "with no user yet there is no name to copy: `startEditing()` should do nothing")
    }

    // MARK: Saving

    @Test("Saving sends a PUT to /users/<id>", .receipted)
    func saveSendsPut() async throws {
        let model = await loadedModel()
        StubNetwork.install(["/users/42": .json(storedUserJSON)])
        model.startEditing()
        model.draftName = "Wren A. Adeyemi"
        await model.save()
        let request = try #require(StubNetwork.requests.last, "`save()` must send a request through `URLSession.shared`")
        #expect(request.method == "PUT", "saving replaces the stored user, so the request method is PUT")
        #expect(request.url.path == "/users/42", "the user with id 42 is saved back to /users/42")
    }

    @Test("Saving sends the edited name in the JSON body", .receipted)
    func saveSendsEditedName() async throws {
        let model = await loadedModel()
        StubNetwork.install(["/users/42": .json(storedUserJSON)])
        model.startEditing()
        model.draftName = "Wren A. Adeyemi"
        await model.save()
        let request = try #require(StubNetwork.requests.last, "`save()` must send a request through `URLSession.shared`")
        let body = try #require(request.body, "the PUT request needs a body: the user encoded as JSON")
        let fields = try #require(try? JSONSerialization.jsonObject(with: body) as? [String: Any], "the request body should be a JSON object, for example made with `JSONEncoder().encode(user)`")
        #expect(fields["name"] as? String == "Wren A. Adeyemi", "the body's \"name\" should be the edited name from `draftName`")
    }

    @Test("A successful save shows the new name", .receipted)
    func saveUpdatesUser() async {
        let model = await loadedModel()
        StubNetwork.install(["/users/42": .json(storedUserJSON)])
        model.startEditing()
        model.draftName = "Wren A. Adeyemi"
        await model.save()
        #expect(model.user?.name == "Wren A. Adeyemi", "once the server accepts the save, `user.name` should be the edited name")
        #expect(model.errorMessage == nil, "a save that worked should leave `errorMessage` nil")
    }

    @Test("A failed save keeps the old name and sets errorMessage", .receipted)
    func failedSaveKeepsName() async {
        let model = await loadedModel()
        StubNetwork.install(["/users/42": .status(500)])
        model.startEditing()
        model.draftName = "Wren A. Adeyemi"
        await model.save()
        #expect(model.user?.name == "Wren Adeyemi", "the server refused the new name, so the screen should keep showing the old one")
        #expect(model.errorMessage != nil, "tell the reader the save failed: set `errorMessage` when the server answers 500")
    }

    // MARK: Observation

    @Test("Loading a user notifies whoever observes the view model", .receipted)
    func loadNotifiesObservers() async {
        StubNetwork.install(["/users/42": .json(storedUserJSON)])
        let model = ProfileViewModel(userID: 42)
        let spy = ObservationSpy()
        withObservationTracking {
            _ = model.user
        } onChange: {
            spy.notice()
        }
        await model.load()
        #expect(spy.wasNotified, "SwiftUI redraws only when it is told about a change: mark `ProfileViewModel` with `@Observable` so that setting `user` is announced")
    }

    @Test("startEditing notifies whoever observes draftName", .receipted)
    func startEditingNotifiesObservers() async {
        let model = await loadedModel()
        let spy = ObservationSpy()
        withObservationTracking {
            _ = model.draftName
        } onChange: {
            spy.notice()
        }
        model.startEditing()
        #expect(spy.wasNotified, "the text field reads `draftName`; with `@Observable` on the class, changing it in `startEditing()` reaches the view")
    }
}
