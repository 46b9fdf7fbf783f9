import Foundation
import SwiftUI
import SwiftUIHeadless
import Testing
@testable import BookBrowser

// The one remote-repository test that draws a screen, in a file of its own: when a learner's views
// use SwiftUI the stand-in lacks, sherpa sets aside the files that draw views and still runs the rest.
// Nested in the remote-repository suite, whose `.serialized` covers it too: the tests run in
// parallel, and both answer through the same network stub.
extension RemoteRepositoryTests {
    @Suite("Shown on the screen")
    struct OnScreen {
        @Test("The app shows the course API's books when BookBrowserView is given RemoteBookRepository()", .receipted)
        func browserUsesInjectedRepository() async throws {
            StubNetwork.install(["/books": .json(catalogueJSON)])
            let host = HeadlessHost(BookBrowserView(repository: RemoteBookRepository()))

            try await host.waitUntil { !host.rows.isEmpty || host.contentUnavailable != nil }

            #expect(host.rows.map { $0.texts.first ?? "" } == ["The Lathe of Heaven", "Tidewater Almanac"], "BookBrowserView(repository:) should hand the repository it is given to its view model, so the app can be pointed at the course API by injection alone. The screen shows:\n\(host.outline)")
        }
    }
}
