import SwiftUI
import SwiftUIHeadless
import Testing

/// Lists of trees, and lists whose rows a person edits.
@Suite("List trees and edit actions")
struct ListTreeIdiomTests {
    @Test("A list of a tree shows its top level, folders folded under their labels")
    func treeShowsTopLevel() {
        let host = HeadlessHost(FolderTreeScreen())
        #expect(host.texts == ["Documents", "Notes"])
        #expect(host.buttons.map(\.texts) == [["Documents"]])
    }

    @Test("An outline group over a binding draws a row per top-level element")
    func bindingTreeDrawsRows() {
        let host = HeadlessHost(EditableFolderTreeScreen())
        #expect(host.buttons.count == 1)
        #expect(host.textField("Name") != nil)
    }

    @Test("A list with edit actions binds each row to its element")
    func editActionRowsAreBound() throws {
        let host = HeadlessHost(ChoresScreen())
        try host.type("Ironing", into: "Chore")
        #expect(host.textField("Chore")?.fieldText == "Ironing")
    }

    @Test("A row of a list that deletes can be swiped away")
    func editActionDeletes() throws {
        let host = HeadlessHost(DeleteOnlyChoresScreen())
        try host.rows[0].delete()
        #expect(host.texts == ["Laundry"])
    }
}
