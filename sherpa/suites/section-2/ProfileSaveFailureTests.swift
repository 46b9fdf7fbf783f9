import Foundation
import SwiftUI
import SwiftUIHeadless
import Testing
@testable import ProfileFeature

// The screen as a person uses it: draw `ProfileView(userID:)` without a device, change the
// name in the sheet and have the server refuse it. It names only what the starter already
// shows (the view, the "Change name" and "Save" buttons, the "Name" field).

private let savedUserJSON = #"{"id": 42, "name": "Wren Adeyemi", "email": "wren@bookbrowser.example"}"#

// Nested in the view model's suite, whose `.serialized` covers it too: the tests run in parallel,
// and both answer through the same network stub.
extension ProfileViewModelTests {
    @Suite("A refused save on the profile screen")
    struct ProfileSaveFailureTests {
        @Test("A refused save keeps the loaded profile on screen", .receipted)
        func refusedSaveKeepsProfile() async throws {
            StubNetwork.install(["/users/42": .json(savedUserJSON)])
            let host = HeadlessHost(ProfileView(userID: 42))
            try await host.waitUntil(timeout: .seconds(10)) { host.texts.contains("Wren Adeyemi") }

            try host.tap("Change name")
            try host.type("Wren A. Adeyemi", into: "Name")
            StubNetwork.install(["/users/42": .status(500)])
            try host.tap("Save")
            try await host.waitUntil(timeout: .seconds(10)) {
                StubNetwork.requests.contains { $0.method == "PUT" }
            }
            await host.settle(timeout: .seconds(10))

            #expect(host.contentUnavailable == nil, "a failed save must not swap the profile for an error screen: the user loaded fine, so keep showing it and put the save's message beside it. The screen shows:\n\(host.outline)")
            #expect(host.texts.contains("Wren Adeyemi"), "after the server refused the new name, the screen should still show the old one, \"Wren Adeyemi\". The screen shows:\n\(host.outline)")
            #expect(host.texts.contains("wren@bookbrowser.example"), "the rest of the profile (the email) should stay on screen after a refused save. The screen shows:\n\(host.outline)")
        }
    }
}
