import Foundation
import SwiftUI

/// A container that puts a bullet before each of its subviews.
struct BulletedStack<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(subviews: content) { subview in
                HStack {
                    Text("•")
                    subview
                }
            }
        }
    }
}

struct PackingListScreen: View {
    var body: some View {
        BulletedStack {
            Text("Tent")
            Text("Stove")
        }
    }
}

/// A form style and a group box style that draw from their configurations.
struct CardFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        Form(configuration)
            .padding()
    }
}

struct OutlinedGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration)
            .border(.gray)
    }
}

struct ChevronDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                configuration.label
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

struct StyledSettingsScreen: View {
    @State private var showsAdvanced = true

    var body: some View {
        VStack {
            Form {
                Text("Units")
            }
            .formStyle(CardFormStyle())
            GroupBox("Storage") {
                Text("2 GB used")
            }
            .groupBoxStyle(OutlinedGroupBoxStyle())
            DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                Text("Debug menu")
            }
            .disclosureGroupStyle(ChevronDisclosureStyle())
        }
    }
}

/// A reading list that accepts dropped links between its rows.
struct ReadingListScreen: View {
    @State private var titles = ["Dune", "Emma"]

    var body: some View {
        List {
            ForEach(titles, id: \.self) { title in
                Text(title)
            }
            .onInsert(of: [.url]) { index, providers in
                titles.insert("\(providers.count) links", at: index)
            }
            .dropDestination(for: String.self) { dropped, index in
                titles.insert(contentsOf: dropped, at: index)
            }
        }
    }
}

/// Table rows that can be dragged out and dropped on.
struct DraggableRunnersTable: View {
    var body: some View {
        Table(of: Runner.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            ForEach(sampleRunners.filter(\.isMember)) { runner in
                TableRow(runner)
                    .draggable(runner.name)
                    .dropDestination(for: String.self) { _ in }
            }
            .onInsert(of: [.plainText]) { _, _ in }
            ForEach(sampleRunners.filter { !$0.isMember }) { runner in
                TableRow(runner)
            }
            .dropDestination(for: String.self) { _, _ in }
            TableRow(Runner(id: 9, name: "Linus", club: nil, age: 50, bestTime: 50, isMember: false))
                .itemProvider { NSItemProvider(object: "Linus" as NSString) }
        }
    }
}

/// An editor whose toolbar the user may customize and whose document the title menu shares.
struct DocumentEditorScreen: View {
    let document = URL(string: "file:///tmp/notes.txt")!

    var body: some View {
        NavigationStack {
            Text("Chapter one")
                .toolbar(id: "editor") {
                    ToolbarItem(id: "bold", placement: .primaryAction) {
                        Button("Bold") {}
                    }
                }
                .toolbar(removing: .sidebarToggle)
                .navigationDocument(document, preview: SharePreview("Notes"))
                .searchDictationBehavior(.inline(activation: .onLook))
        }
    }
}

/// A view that shows whether it can be refreshed and whether held buttons repeat.
struct RefreshStatus: View {
    @Environment(\.refresh) private var refresh
    @Environment(\.buttonRepeatBehavior) private var repeatBehavior

    var body: some View {
        Text(refresh == nil ? "static" : "refreshable")
        Text(repeatBehavior == .enabled ? "repeats" : "single")
    }
}

struct FeedScreen: View {
    var body: some View {
        VStack {
            RefreshStatus()
            List {
                RefreshStatus()
            }
            .refreshable {}
            .buttonRepeatBehavior(.enabled)
        }
    }
}

struct ScoreBadge: View, Equatable {
    let points: Int

    var body: some View {
        Text("\(points) points")
    }
}

struct InteractiveWidget: Widget {
    var body: some WidgetConfiguration {
        EmptyWidgetConfiguration()
            .configurationDisplayName("Interactive")
    }
}

struct VersionedWidgets: WidgetBundle {
    var body: some Widget {
        StepsWidget()
        if #available(iOS 17.0, *) {
            InteractiveWidget()
        }
    }
}
