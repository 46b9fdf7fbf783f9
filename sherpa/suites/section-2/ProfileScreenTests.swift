import Foundation
import SwiftUI
import SwiftUIHeadless
import Testing
@testable import ProfileFeature

// The profile screen drawn without a device. The view may split its body as it likes; these
// tests only check that what it draws and what it sends come from its view model.

private let wrenJSON = #"{"id": 42, "name": "Wren Adeyemi", "email": "wren@bookbrowser.example"}"#

// Nested in the view model's suite, whose `.serialized` then covers these tests too: both
// go through the one network stub.
extension ProfileViewModelTests {
    @Suite("ProfileView draws its view model")
    struct ProfileScreenTests {
        @Test("ProfileView owns its ProfileViewModel with @State", .receipted)
        func ownsViewModelInState() {
            StubNetwork.install(["/users/42": .json(wrenJSON)])
            let view = ProfileView(userID: 42)

            #expect(ViewContents.keepsInState(ProfileViewModel.self, view: view), "ProfileView should keep its ProfileViewModel in an `@State` property, so one view model lives as long as the screen; without `@State` every redraw of the view can bring a new, empty one.")
        }

        @Test("The screen shows the user its view model loaded", .receipted)
        func showsLoadedUser() async throws {
            StubNetwork.install(["/users/42": .json(wrenJSON)])
            let view = ProfileView(userID: 42)
            let host = HeadlessHost(view)
            await host.settle()

            let model = try #require(ViewContents.first(ProfileViewModel.self, in: view), "ProfileView should hold a ProfileViewModel; none was found in the view.")
            #expect(model.user?.name == "Wren Adeyemi", "the view's own ProfileViewModel should have loaded the user when the screen appeared: call `await viewModel.load()` from `.task`.")
            #expect(host.texts.contains("Wren Adeyemi"), "the screen should show the loaded user's name. The screen shows:\n\(host.outline)")
        }

        @Test("A failed load shows the view model's error message, not a crash", .receipted)
        func showsErrorMessage() async throws {
            StubNetwork.install(["/users/42": .status(500)])
            let view = ProfileView(userID: 42)
            let host = HeadlessHost(view)
            await host.settle()

            let model = try #require(ViewContents.first(ProfileViewModel.self, in: view), "ProfileView should hold a ProfileViewModel; none was found in the view.")
            let message = try #require(model.errorMessage, "after a failed load the view model's errorMessage should hold a message.")
            #expect(host.texts.contains(message), "when loading fails the screen should show the view model's errorMessage (\"\(message)\"). The screen shows:\n\(host.outline)")
        }

        @Test("Saving from the edit sheet sends the typed name through the view model", .receipted)
        func saveFromSheet() async throws {
            StubNetwork.install(["/users/42": .json(wrenJSON)])
            let view = ProfileView(userID: 42)
            let host = HeadlessHost(view)
            await host.settle()
            let model = try #require(ViewContents.first(ProfileViewModel.self, in: view), "ProfileView should hold a ProfileViewModel; none was found in the view.")

            try host.tap("Change name")
            try host.type("Wren A.", into: "Name")
            #expect(model.draftName == "Wren A.", "the edit sheet's text field should be bound to the view model's draftName (`$viewModel.draftName`); typing left it at \"\(model.draftName)\".")
            try host.tap("Save")
            await host.settle()

            let sent = StubNetwork.requests.last { $0.method == "PUT" }
            let body = sent?.body.map { String(decoding: $0, as: UTF8.self) } ?? ""
            #expect(body.contains("Wren A."), "the edit sheet's Save button should call `viewModel.save()`, which sends the typed name; the request sent \(sent == nil ? "nothing" : "\"\(body)\"").")
        }
    }
}
