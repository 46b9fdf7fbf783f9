import Foundation
import SwiftUI
import SwiftUIHeadless
import Testing

@Suite("Drag, drop and documents")
struct DragDropAndDocumentTests {
    @Test("A document group draws its editor for a new document, which the editor can change")
    func documentGroupEditsANewDocument() throws {
        let host = HeadlessHost(app: PlainNotesApp())
        #expect(host.texts == ["New note", "Editable", "Append"])
        try host.tapButton("Append")
        #expect(host.texts.first == "New note!")
    }

    @Test("A document group of an object document keeps the object across redraws")
    func referenceDocumentGroupKeepsTheObject() throws {
        let host = HeadlessHost(app: StrokeSketchApp())
        #expect(host.texts == ["0 strokes", "Draw"])
        try host.tapButton("Draw")
        #expect(host.texts == ["1 strokes", "Draw"])
    }

    @Test("A file document reads back what it wrote")
    func fileDocumentRoundTrips() throws {
        let written = try PlainNoteDocument(text: "Groceries").fileWrapper(configuration: FileDocumentWriteConfiguration(contentType: .plainText, existingFile: nil))
        let read = try PlainNoteDocument(configuration: FileDocumentReadConfiguration(contentType: .plainText, file: written))
        #expect(read.text == "Groceries")
    }

    @Test("A board with draggable cards, drop destinations and file dialogs draws its cards")
    func dragAndDropKeepTheirViews() {
        #expect(HeadlessHost(CardBoardScreen()).texts == ["Plan", "Build", "Done: 0", "Drag me"])
    }

    @Test("A spring-loading behaviour reaches the views below it")
    func springLoadingBehaviourReachesDescendants() {
        #expect(HeadlessHost(SpringLoadingReader().springLoadingBehavior(.disabled)).texts == ["No spring loading"])
        #expect(HeadlessHost(SpringLoadingReader()).texts == ["Spring loading"])
    }

    @Test("A rename action set above a view is the rename the view reads from its environment")
    func renameActionReachesDescendants() throws {
        let host = HeadlessHost(RenamingScreen())
        try host.tapButton("Rename")
        #expect(host.texts.first == "Renamed 1 times")
    }

    @Test("A drop's item providers are those holding a type that conforms to an asked one")
    func dropInfoFiltersByConformance() {
        let text = NSItemProvider(object: "card" as NSString)
        let link = NSItemProvider(object: URL(string: "https://example.com")! as NSURL)
        let info = DropInfo(location: .zero, providers: [text, link])
        #expect(info.itemProviders(for: [.text]) == [text])
        #expect(info.hasItemsConforming(to: [.url]))
        #expect(!info.hasItemsConforming(to: [.image]))
    }

    @Test("An item provider loads the string it was given")
    func itemProviderLoadsItsString() async {
        let provider = NSItemProvider(object: "card" as NSString)
        let loaded = await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: String.self) { string, _ in continuation.resume(returning: string) }
        }
        #expect(loaded == "card")
    }

    @Test("A content type found by filename extension conforms to its supertypes")
    func contentTypesConform() throws {
        let json = try #require(UTType(filenameExtension: "json"))
        #expect(json == .json)
        #expect(json.conforms(to: .text))
        #expect(!json.conforms(to: .image))
        #expect(UTType.boardCard.conforms(to: .data))
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
    }

    @Test("An undo manager undoes what was registered, and redoes what the undo registered")
    func undoManagerUndoesAndRedoes() {
        final class Counter {
            var value = 0
        }
        let undoManager = UndoManager()
        let counter = Counter()
        func set(_ value: Int) {
            let old = counter.value
            counter.value = value
            undoManager.registerUndo(withTarget: counter) { _ in set(old) }
        }
        set(5)
        undoManager.setActionName("Set")
        #expect(undoManager.undoActionName == "Set")
        undoManager.undo()
        #expect(counter.value == 0)
        #expect(undoManager.canRedo)
        undoManager.redo()
        #expect(counter.value == 5)
    }

    @Test("A directory file wrapper names a child that clashes with another")
    func fileWrapperNamesClashingChildren() {
        let folder = FileWrapper(directoryWithFileWrappers: [:])
        folder.addRegularFile(withContents: Data("a".utf8), preferredFilename: "note.txt")
        let second = folder.addRegularFile(withContents: Data("b".utf8), preferredFilename: "note.txt")
        #expect(second != "note.txt")
        #expect(folder.fileWrappers?.count == 2)
    }
}
