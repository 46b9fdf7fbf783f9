import SwiftUI

// Documents, drag and drop, as document-based and board apps write them.

struct PlainNoteDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }

    var text: String

    init(text: String = "New note") {
        self.text = text
    }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.text = text
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

struct PlainNoteEditor: View {
    @Binding var document: PlainNoteDocument
    @Environment(\.documentConfiguration) private var documentConfiguration

    var body: some View {
        VStack {
            Text(document.text)
            Text(documentConfiguration?.isEditable == true ? "Editable" : "Read-only")
            Button("Append") { document.text += "!" }
        }
    }
}

struct PlainNotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: PlainNoteDocument()) { configuration in
            PlainNoteEditor(document: configuration.$document)
        }
    }
}

final class StrokeSketch: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.json] }

    @Published var strokes: [Int] = []

    init() {}

    init(configuration: ReadConfiguration) throws {
        strokes = try JSONDecoder().decode([Int].self, from: configuration.file.regularFileContents ?? Data())
    }

    func snapshot(contentType: UTType) throws -> [Int] {
        strokes
    }

    func fileWrapper(snapshot: [Int], configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
    }
}

struct StrokeSketchApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: { StrokeSketch() }) { configuration in
            VStack {
                Text("\(configuration.document.strokes.count) strokes")
                Button("Draw") { configuration.document.strokes.append(1) }
            }
        }
        DocumentGroup(viewing: PlainNoteDocument.self) { configuration in
            Text(configuration.document.text)
        }
    }
}

extension UTType {
    nonisolated static let boardCard = UTType(exportedAs: "com.example.board-card", conformingTo: .json)
}

// Transfer representations are Sendable, so a transferable type in a main-actor module is nonisolated.
nonisolated struct BoardCard: Codable, Identifiable, Hashable, Transferable {
    var id = UUID()
    var title: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .boardCard)
        ProxyRepresentation(exporting: \.title)
    }
}

struct CardDropDelegate: DropDelegate {
    @Binding var dropped: [String]

    func validateDrop(info: DropInfo) -> Bool {
        info.hasItemsConforming(to: [.plainText])
    }

    func dropUpdated(info: DropInfo) -> DropProposal? {
        DropProposal(operation: .move)
    }

    func performDrop(info: DropInfo) -> Bool {
        dropped.append(contentsOf: info.itemProviders(for: [.plainText]).flatMap(\.registeredTypeIdentifiers))
        return true
    }
}

struct CardBoardScreen: View {
    @State private var cards = [BoardCard(title: "Plan"), BoardCard(title: "Build")]
    @State private var done: [BoardCard] = []
    @State private var isTargeted = false
    @State private var dropped: [String] = []
    @State private var importing = false
    @State private var exporting = false

    var body: some View {
        HStack {
            VStack {
                ForEach(cards) { card in
                    Text(card.title)
                        .draggable(card)
                        .contentShape(.dragPreview, RoundedRectangle(cornerRadius: 8))
                }
            }
            .dropDestination(for: BoardCard.self) { items, _ in
                cards.append(contentsOf: items)
                return true
            } isTargeted: { isTargeted = $0 }

            VStack {
                Text("Done: \(done.count)")
                Text("Drag me")
                    .draggable("plain text") {
                        Label("Plain text", systemImage: "doc.text")
                    }
                    .onDrag { NSItemProvider(object: "card" as NSString) }
            }
            .onDrop(of: [.plainText], isTargeted: $isTargeted) { providers in
                providers.first?.loadObject(ofClass: String.self) { _, _ in }
                return true
            }
            .onDrop(of: [.text], delegate: CardDropDelegate(dropped: $dropped))
            .springLoadingBehavior(.disabled)
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.json, .plainText]) { result in
            if case .success(let url) = result { dropped.append(url.lastPathComponent) }
        }
        .fileExporter(isPresented: $exporting, document: PlainNoteDocument(text: "Board"), contentType: .plainText, defaultFilename: "Board") { _ in }
    }
}

struct SpringLoadingReader: View {
    @Environment(\.springLoadingBehavior) private var springLoading

    var body: some View {
        Text(springLoading == .disabled ? "No spring loading" : "Spring loading")
    }
}

struct RenamableTitle: View {
    @Environment(\.rename) private var rename

    var body: some View {
        Button("Rename") { rename?() }
    }
}

struct RenamingScreen: View {
    @State private var renames = 0

    var body: some View {
        VStack {
            Text("Renamed \(renames) times")
            RenamableTitle()
        }
        .renameAction { renames += 1 }
    }
}
