import SwiftUI
import SwiftUIHeadless
import Testing

@Suite("Taps, search and sheets")
struct InteractionTests {
    @Test("typing into the search field filters the rows")
    func searchFilters() async throws {
        let host = HeadlessHost(ShelfScreen())
        await host.settle()
        try host.search("kin")
        #expect(host.searchText == "kin")
        #expect(host.rows.map(\.texts.first) == ["Kindred"])
    }

    @Test("a search with no match shows the search variant of ContentUnavailableView")
    func searchWithoutMatch() async throws {
        let host = HeadlessHost(ShelfScreen())
        await host.settle()
        try host.search("zzz")
        #expect(host.rows.isEmpty)
        #expect(host.contentUnavailable?.texts.first == "No Results")
    }

    @Test("a swipe action is reached through its row")
    func swipeActionDeletes() async throws {
        let host = HeadlessHost(ShelfScreen())
        await host.settle()
        let row = try #require(host.rows.first)
        #expect(row.swipeActions.map(\.label) == ["Delete", "Rename"])
        #expect(row.button("Delete")?.role == .destructive)

        try row.button("Delete")?.tap()
        #expect(host.rows.map(\.texts.first) == ["Kindred", "The Leopard"])
    }

    @Test("swipe actions are not among the screen's buttons")
    func swipeActionsStayInRows() async {
        let host = HeadlessHost(ShelfScreen())
        await host.settle()
        #expect(host.button("Delete") == nil)
        #expect(host.texts.contains("Delete") == false)
    }

    @Test("a toolbar button can be tapped, by title or by symbol")
    func toolbarButton() async throws {
        let host = HeadlessHost(ShelfScreen())
        await host.settle()
        #expect(host.button("plus") != nil)
        try host.tapButton("Add")
        #expect(host.sheet?.texts == ["New novel"])
    }

    @Test("while a sheet is up, the host reads the sheet")
    func sheetIsInFront() async throws {
        let host = HeadlessHost(ShelfScreen())
        await host.settle()
        try host.tapButton("Add")
        #expect(host.texts == ["New novel"])
        #expect(host.rows.isEmpty)
    }

    @Test("dismissing a sheet sets its binding back")
    func dismissSheet() async throws {
        let host = HeadlessHost(ShelfScreen())
        await host.settle()
        try host.tapButton("Add")
        try host.dismissSheet()
        #expect(host.sheet == nil)
        #expect(host.rows.count == 3)
    }

    @Test("onDismiss runs once the sheet has closed")
    func onDismissRuns() async throws {
        let viewModel = ShelfViewModel()
        let host = HeadlessHost(ShelfScreen(viewModel: viewModel))
        await host.settle()
        try host.tapButton("Add")
        try host.dismissSheet()
        #expect(viewModel.closedAddSheets == 1)
    }

    @Test("sheet(item:) shows the item, and @Environment(\\.dismiss) closes it")
    func itemSheetWithDismiss() async throws {
        let host = HeadlessHost(ShelfScreen())
        await host.settle()
        try host.rows[1].button("Rename")?.tap()
        await host.settle()
        #expect(host.navigationTitle == "Rename")
        #expect(host.textField("Title")?.fieldText == "Kindred")

        try host.type("Kindred (1979)", into: "Title")
        try host.tapButton("Save")
        #expect(host.sheet == nil)
        #expect(host.rows[1].texts.first == "Kindred (1979)")
    }

    @Test("a toolbar Cancel in a sheet closes it without saving")
    func cancelSheet() async throws {
        let host = HeadlessHost(ShelfScreen())
        await host.settle()
        try host.rows[0].button("Rename")?.tap()
        try host.tapButton("Cancel")
        #expect(host.sheet == nil)
        #expect(host.rows[0].texts.first == "Middlemarch")
    }

    @Test("tapping a missing button explains what is on screen")
    func missingButtonMessage() {
        let host = HeadlessHost(Counter())
        #expect {
            try host.tapButton("Save")
        } throws: { error in
            String(describing: error) == """
                There is no button "Save" on screen. The screen shows:
                screen
                  text "Count: 0"
                  button "Add"
                  button "Show detail"
                """
        }
    }
}
