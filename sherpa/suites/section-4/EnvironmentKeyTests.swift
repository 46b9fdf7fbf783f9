import SwiftUI
import Testing
@testable import BookBrowser

@Suite("Section 4: the repository in the environment")
struct EnvironmentKeyTests {
    @Test("Views get the remote repository when nothing else is set", .receipted)
    func defaultIsRemote() {
        let values = EnvironmentValues()

        #expect(values.bookRepository is RemoteBookRepository, "`EnvironmentValues.bookRepository` should default to `RemoteBookRepository()`, so the app works without any setup.")
    }

    @Test("A repository put into the environment replaces the default", .receipted)
    func setRepositoryIsRead() {
        var values = EnvironmentValues()

        values.bookRepository = ScriptedBookRepository(books: Shelf.books)

        #expect(values.bookRepository is ScriptedBookRepository, "setting `bookRepository` in the environment should hand that repository to every view below.")
    }
}
