import Foundation
import SwiftUI

// Tables as apps write them: over a collection, with sorting and selection, with columns
// customized, and with rows listed by hand in sections.

nonisolated struct Runner: Identifiable, Hashable {
    let id: Int
    var name: String
    var club: String?
    var age: Int
    var bestTime: Double
    var isMember: Bool
}

let sampleRunners = [
    Runner(id: 1, name: "Ada", club: "North", age: 36, bestTime: 41.5, isMember: true),
    Runner(id: 2, name: "Grace", club: nil, age: 45, bestTime: 39.2, isMember: false),
]

/// A sortable, selectable table whose columns sort by key path.
struct RunnerTableScreen: View {
    @State private var runners = sampleRunners
    @State private var sortOrder = [KeyPathComparator(\Runner.name)]
    @State private var selection = Set<Runner.ID>()

    var body: some View {
        Table(runners, selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("Club", value: \.club) { runner in
                Text(runner.club ?? "none")
            }
            TableColumn("Age", value: \.age) { runner in
                Text("\(runner.age)")
            }
            .width(min: 40, ideal: 60)
            TableColumn("Best", value: \.bestTime) { runner in
                Text(runner.bestTime, format: .number)
            }
            TableColumn("Member", value: \.isMember) { runner in
                Text(runner.isMember ? "yes" : "no")
            }
        }
        .onChange(of: sortOrder) { _, order in
            runners.sort(using: order)
        }
        .tableStyle(.inset)
    }
}

/// A plain table, with a column that doesn't sort and columns a person may hide.
struct CustomizedTableScreen: View {
    @State private var columns = TableColumnCustomization<Runner>()
    let showsAge: Bool

    var body: some View {
        Table(sampleRunners, columnCustomization: $columns) {
            TableColumn("Runner") { runner in
                Label(runner.name, systemImage: "figure.run")
            }
            .customizationID("runner")
            .disabledCustomizationBehavior(.visibility)
            if showsAge {
                TableColumn("Age") { runner in
                    Text("\(runner.age)")
                }
                .alignment(.numeric)
                .defaultVisibility(.hidden)
                .customizationID("age")
            }
        }
        .tableColumnHeaders(.hidden)
    }
}

/// Rows listed by hand: a section per group, rows with a context menu, one that folds.
struct SectionedTableScreen: View {
    @State private var selection: Runner.ID?
    @Binding var showsGrace: Bool

    var body: some View {
        Table(of: Runner.self, selection: $selection) {
            TableColumn("Name", value: \.name)
        } rows: {
            Section("Members") {
                ForEach(sampleRunners.filter(\.isMember)) { runner in
                    TableRow(runner)
                        .contextMenu {
                            Button("Remove") {}
                        }
                }
            }
            Section {
                DisclosureTableRow(sampleRunners[1], isExpanded: $showsGrace) {
                    TableRow(Runner(id: 3, name: "Grace's pacer", club: nil, age: 30, bestTime: 45, isMember: false))
                }
            } header: {
                Text("Guests")
            }
        }
    }
}

/// Columns made from data, sorting with a comparator of the app's own.
struct ColumnsFromDataTable: View {
    @State private var order: [KeyPathComparator<Runner>] = []
    let fields = ["Name", "Club"]

    var body: some View {
        Table(sampleRunners, sortOrder: $order) {
            TableColumnForEach(fields, id: \.self) { field in
                TableColumn(field) { (runner: Runner) in
                    Text(field == "Name" ? runner.name : runner.club ?? "")
                }
            }
            TableColumn("Name length", value: \.name, comparator: String.StandardComparator.lexical) { runner in
                Text("\(runner.name.count)")
            }
        }
    }
}
