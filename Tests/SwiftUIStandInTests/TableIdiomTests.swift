import Foundation
import SwiftUI
import SwiftUIHeadless
import Testing

/// Tables, drawn as an iPhone draws them: a list of each row's first column.
@Suite("Tables")
struct TableIdiomTests {
    @Test("A table over a collection draws each row's first column")
    func tableDrawsFirstColumn() {
        let host = HeadlessHost(RunnerTableScreen())
        #expect(host.rows.map(\.texts) == [["Ada"], ["Grace"]])
    }

    @Test("A table's columns can come from a condition")
    func conditionalColumns() {
        #expect(HeadlessHost(CustomizedTableScreen(showsAge: true)).texts == ["Ada", "Grace"])
        #expect(HeadlessHost(CustomizedTableScreen(showsAge: false)).texts == ["Ada", "Grace"])
    }

    @Test("Rows listed by hand draw their section headers above them")
    func sectionsDrawHeaders() {
        let host = HeadlessHost(SectionedTableScreen(showsGrace: .constant(false)))
        #expect(host.texts == ["Members", "Ada", "Guests", "Grace"])
    }

    @Test("A disclosure row shows its child rows while its binding is true")
    func disclosureRowUnfolds() {
        let host = HeadlessHost(SectionedTableScreen(showsGrace: .constant(true)))
        #expect(host.texts == ["Members", "Ada", "Guests", "Grace", "Grace's pacer"])
    }

    @Test("Columns made from data draw the first element's column first")
    func columnsFromData() {
        #expect(HeadlessHost(ColumnsFromDataTable()).texts == ["Ada", "Grace"])
    }

    @Test("A column customization reads automatic for a column never customized")
    func customizationDefaultsToAutomatic() {
        var columns = TableColumnCustomization<Runner>()
        #expect(columns[visibility: "age"] == .automatic)
        columns[visibility: "age"] = .hidden
        #expect(columns[visibility: "age"] == .hidden)
    }

    @Test("A column customization survives encoding, as scene storage keeps it")
    func customizationRoundTrips() throws {
        var columns = TableColumnCustomization<Runner>()
        columns[visibility: "age"] = .hidden
        columns[visibility: "club"] = .visible
        let decoded = try JSONDecoder().decode(TableColumnCustomization<Runner>.self, from: JSONEncoder().encode(columns))
        #expect(decoded == columns)
    }

    @Test("All customization behaviours are resizing, reordering and hiding")
    func customizationBehaviours() {
        var behaviour = TableColumnCustomizationBehavior.all
        #expect(behaviour.contains(.reorder))
        behaviour.remove(.reorder)
        #expect(behaviour == [.resize, .visibility])
    }
}
