import Foundation
import SwiftUI

/// A mail search with tokens for senders, scopes that show as the user types, and the
/// suggestions closure of iOS 15.
struct SenderToken: Identifiable, Hashable {
    let id: String
}

enum MailScope: Hashable {
    case inbox, archive
}

struct MailSearchScreen: View {
    @State private var query = ""
    @State private var tokens: [SenderToken] = []
    @State private var suggested = [SenderToken(id: "Anna")]
    @State private var scope = MailScope.inbox

    var body: some View {
        NavigationStack {
            List {
                Text("Inbox")
            }
            .searchable(text: $query, tokens: $tokens, suggestedTokens: $suggested, prompt: "Mail") { token in
                Text(token.id)
            }
            .searchScopes($scope, activation: .onTextEntry) {
                Text("Inbox").tag(MailScope.inbox)
                Text("Archive").tag(MailScope.archive)
            }
            .searchPresentationToolbarBehavior(.avoidHidingContent)
        }
    }
}

/// The iOS 15 search field with its suggestions as a trailing closure.
struct RecipeSearchScreen: View {
    @State private var query = ""

    var body: some View {
        NavigationView {
            Text("Recipes")
                .searchable(text: $query, prompt: "Recipes") {
                    Text("Soup").searchCompletion("Soup")
                }
        }
        .navigationViewStyle(.stack)
    }
}

/// A toolbar with a title menu, a labelled group, and items the user may customize.
struct EditorToolbarScreen: View {
    var body: some View {
        NavigationStack {
            Text("Draft")
                .toolbar {
                    ToolbarTitleMenu {
                        Button("Rename") {}
                    }
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("Bold") {}
                        Button("Italic") {}
                    } label: {
                        Label("Format", systemImage: "textformat")
                    }
                }
                .toolbar {
                    ToolbarItem(id: "share") { Button("Share") {} }
                        .defaultCustomization(.hidden, options: .alwaysAvailable)
                    ToolbarItem(id: "print") { Button("Print") {} }
                        .customizationBehavior(.reorderable)
                    ToolbarItem(id: "tag", placement: .secondaryAction, showsByDefault: false) { Button("Tag") {} }
                }
        }
    }
}

/// Snaps a carousel to whole cards.
struct CardSnapping: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let width = context.containerSize.width
        guard width > 0 else { return }
        target.rect.origin.x = (target.rect.minX / width).rounded() * width
    }
}

/// A carousel of cards, and a list that settles on views.
struct CarouselScreen: View {
    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                HStack { Text("Card 1"); Text("Card 2") }
            }
            .scrollTargetBehavior(CardSnapping())
            ScrollView {
                Text("Row")
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
        }
    }
}

/// The document a focused editor publishes to the app's commands.
final class EditorDocument: ObservableObject {
    @Published var title = "Untitled"
}

/// A command that renames the focused document, and a focusable editor that publishes it.
struct RenameCommands: Commands {
    @FocusedObject private var document: EditorDocument?

    var body: some Commands {
        CommandMenu("Document") {
            Button("Rename") { document?.title = "Renamed" }
                .disabled(document == nil)
        }
    }
}

struct DocumentEditor: View {
    @StateObject private var document = EditorDocument()

    var body: some View {
        Text(document.title)
            .focusable(interactions: .edit)
            .focusedObject(document)
    }
}

struct DocumentApp: App {
    var body: some Scene {
        WindowGroup {
            DocumentEditor()
        }
        .commands {
            RenameCommands()
            SidebarCommands()
            ToolbarCommands()
        }
        .commandsRemoved()
    }
}

/// A sheet sized by the app, for a short bar of actions.
struct ActionBarDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
        min(120, context.maxDetentValue)
    }
}

enum Place: Hashable {
    case home, saved, recent
}

/// iOS 18's tab sections in a tab bar that becomes a sidebar, with a sheet of the app's own height.
struct LibraryScreen: View {
    @State private var place = Place.home
    @State private var showsActions = true

    var body: some View {
        TabView(selection: $place) {
            Tab("Home", systemImage: "house", value: Place.home) { Text("Home page") }
            TabSection("Library") {
                Tab("Saved", systemImage: "bookmark", value: Place.saved) { Text("Saved page") }
                Tab("Recent", systemImage: "clock", value: Place.recent) { Text("Recent page") }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .sheet(isPresented: $showsActions) {
            Text("Actions")
                .presentationDetents([.custom(ActionBarDetent.self), .medium])
        }
        .fileDialogBrowserOptions([.displayFileExtensions, .includeHiddenFiles])
    }
}
