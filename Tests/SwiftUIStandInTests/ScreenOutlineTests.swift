#if canImport(SwiftUI)
import SwiftUI
import SwiftUIHeadless
import Testing

@Suite("The outline of what a screen shows")
struct ScreenOutlineTests {
    @Test("a loaded list screen reads as its title, search field, toolbar and rows")
    func loadedList() async {
        let host = HeadlessHost(ShelfScreen())
        await host.settle()

        #expect(host.outline.description == """
            screen "Shelf"
              search field "Title"
              list
                row
                  text "Middlemarch"
                  text "George Eliot, 1871"
                row
                  text "Kindred"
                  text "Octavia E. Butler, 1979"
                row
                  text "The Leopard"
                  text "Giuseppe Tomasi di Lampedusa, 1958"
              toolbar
                button "Add"
            """)
    }

    @Test("a screen still loading shows its spinner with the spinner's label")
    func loading() async throws {
        let source = FakeNovelSource(gated: true)
        let host = HeadlessHost(ShelfScreen(source: source))
        try await host.waitUntil { source.loads == 1 }

        #expect(host.outline.children.first { $0.kind == .progress } == ScreenOutline(.progress, "Loading shelf…"))
        source.openGate()
    }

    @Test("a failed load shows its message, the reason and nothing else of the list")
    func failure() async {
        let source = FakeNovelSource()
        source.failure = .offline
        let host = HeadlessHost(ShelfScreen(source: source))
        await host.settle()

        let message = host.outline.children.first { $0.kind == .message }
        #expect(message == ScreenOutline(.message, "Shelf unavailable", children: [
            ScreenOutline(.image, "books.vertical"),
            ScreenOutline(.text, "The shelf could not be loaded."),
        ]))
        #expect(!host.outline.children.contains { $0.kind == .list })
    }

    @Test("settling reports the spinner it drew before the work finished")
    func settleReportsEveryLook() async {
        let host = HeadlessHost(ShelfScreen())
        var sawSpinner = false

        await host.settle { look in
            sawSpinner = sawSpinner || look.isShowingProgress
        }

        #expect(sawSpinner)
        #expect(!host.isShowingProgress)
    }

    @Test("a sheet that is up is read as the screen in front")
    func sheetInFront() async throws {
        let host = HeadlessHost(ShelfScreen())
        await host.settle()
        try host.rows[0].button("Rename")?.tap()
        await host.settle()

        #expect(host.outline.description == """
            screen "Rename"
              sheet
                section "Title"
                  text field "Title" (holds "Middlemarch")
                button "Save"
                toolbar
                  button "Cancel"
            """)
    }

    @Test("a host described in a message reads as its screen's outline")
    func hostDescription() {
        let host = HeadlessHost(Counter())

        #expect("\(host)" == host.outline.description)
        #expect("\(host)".hasPrefix("screen\n  text \"Count: 0\""))
    }

    @Test("a failed wait shows the outline of the screen the test saw, untitled outside a navigation stack")
    func waitFailureShowsOutline() async {
        let host = HeadlessHost(Counter())

        await #expect {
            try await host.waitUntil(timeout: .zero) { false }
        } throws: { error in
            String(describing: error).hasSuffix("""
                The screen shows:
                screen
                  text "Count: 0"
                  button "Add"
                  button "Show detail"
                """)
        }
    }
}
#endif
