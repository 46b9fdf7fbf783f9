import CoreData
import Foundation
import SwiftUI
import SwiftUIHeadless
import Testing

/// How apps read Core Data in views: `@FetchRequest` and `@SectionedFetchRequest` over the
/// environment's `managedObjectContext`, fetched from the stand-in's in-memory store.
@Suite("Core Data in views")
struct CoreDataIdiomTests {
    /// A container holding the named tasks, saved.
    private func container(_ tasks: [(title: String, list: String)]) throws -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Errands")
        container.loadPersistentStores { _, error in #expect(error == nil) }
        for (title, list) in tasks {
            let task = Errand(context: container.viewContext)
            task.title = title
            task.list = list
        }
        try container.viewContext.save()
        return container
    }

    @Test("A fetch request draws the context's objects in its sort descriptors' order")
    func fetchRequestDrawsSortedObjects() throws {
        let store = try container([("Sweep", "Home"), ("Buy milk", "Shop"), ("Dust", "Home")])
        let host = HeadlessHost(ErrandListScreen().environment(\.managedObjectContext, store.viewContext))
        #expect(host.texts.filter { $0 != "Add" } == ["Buy milk", "Dust", "Sweep"])
    }

    @Test("Swift sort descriptors order the results too")
    func swiftSortDescriptorsOrderResults() throws {
        let store = try container([("Sweep", "Home"), ("Buy milk", "Shop"), ("Dust", "Home")])
        let host = HeadlessHost(ErrandsByTitleDescending().environment(\.managedObjectContext, store.viewContext))
        #expect(host.texts == ["Sweep", "Dust", "Buy milk"])
    }

    @Test("An object inserted by a button is drawn at once, saved or not")
    func insertedObjectIsDrawn() throws {
        let store = try container([("Dust", "Home")])
        let host = HeadlessHost(ErrandListScreen().environment(\.managedObjectContext, store.viewContext))
        try host.tap("Add")
        #expect(host.texts.filter { $0 != "Add" } == ["Dust", "New chore"])
        #expect(!store.viewContext.hasChanges, "the button saved")
    }

    @Test("A save on a background context of the same container reaches the view")
    func backgroundSaveReachesTheView() throws {
        let store = try container([("Dust", "Home")])
        let host = HeadlessHost(ErrandListScreen().environment(\.managedObjectContext, store.viewContext))
        let background = store.newBackgroundContext()
        Errand(context: background).title = "Airing"
        try background.save()
        #expect(host.texts.filter { $0 != "Add" } == ["Airing", "Dust"])
    }

    @Test("Setting the results' predicate fetches again with it")
    func predicateThroughResultsRefetches() throws {
        let store = try container([("Sweep", "Home"), ("Buy milk", "Shop")])
        let host = HeadlessHost(FilteredErrands().environment(\.managedObjectContext, store.viewContext))
        #expect(host.texts == ["Buy milk", "Sweep", "Shop only"])
        try host.tap("Shop only")
        #expect(host.texts == ["Buy milk", "Shop only"])
    }

    @Test("A sectioned fetch starts a section wherever the identifier changes")
    func sectionedFetchGroupsByIdentifier() throws {
        let store = try container([("Sweep", "Home"), ("Buy milk", "Shop"), ("Dust", "Home")])
        let host = HeadlessHost(ErrandsByList().environment(\.managedObjectContext, store.viewContext))
        #expect(host.texts == ["Home", "Dust", "Sweep", "Shop", "Buy milk"])
    }

    @Test("Without a context from its ancestors a fetch request finds nothing")
    func noContextFindsNothing() {
        #expect(HeadlessHost(ErrandsByTitleDescending()).texts.isEmpty)
    }

    @Test("An entity class with @NSManaged attributes type-checks, as Xcode's generated classes declare them")
    func managedAttributesTypeCheck() async throws {
        let modules = try #require(SnippetTypeChecker.builtModules(), "SwiftPM built no SwiftUI.swiftmodule beside the test product")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("managed-\(UUID().uuidString).swift")
        try Data(Self.managedEntitySnippet.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let verdict = try #require(try await SnippetTypeChecker(modules: modules).typecheck([RejectedSnippet(file: file, appleError: "")]).first)
        #expect(verdict.exitCode == 0, "\(verdict.output)")
    }

    /// Linux has no Objective-C runtime to supply `@NSManaged` accessors, so this compiles but does not
    /// link; Xcode's `@objc(Bookmark)` spelling is not accepted at all there.
    private static let managedEntitySnippet = #"""
        import CoreData
        import SwiftUI

        nonisolated public class Bookmark: NSManagedObject {
            @nonobjc public class func fetchRequest() -> NSFetchRequest<Bookmark> {
                NSFetchRequest<Bookmark>(entityName: "Bookmark")
            }

            @NSManaged public var title: String?
            @NSManaged public var added: Date?
        }

        extension Bookmark: Identifiable {}

        struct BookmarkList: View {
            @FetchRequest(sortDescriptors: [SortDescriptor(\.added, order: .reverse)]) private var bookmarks: FetchedResults<Bookmark>

            var body: some View {
                List(bookmarks) { bookmark in
                    Text(bookmark.title ?? "Untitled")
                }
            }
        }
        """#

    @Test("A fetch request made from an NSFetchRequest keeps its predicate, order and limit")
    func fetchRequestFromNSFetchRequest() throws {
        let store = try container([("Sweep", "Home"), ("Buy milk", "Shop"), ("Dust", "Home"), ("Mop", "Home")])
        let host = HeadlessHost(FirstHomeErrands().environment(\.managedObjectContext, store.viewContext))
        #expect(host.texts == ["Dust", "Mop"])
    }
}

// MARK: - An app's Core Data code, as Xcode's template and apps write it

/// On Linux an `@NSManaged` property does not link (see `NSManagedObject`), so the entity's
/// attributes are stored properties.
nonisolated final class Errand: NSManagedObject {
    var title = ""
    var list = ""
    var done = false
    var created = Date()

    @nonobjc class func fetchRequest() -> NSFetchRequest<Errand> {
        NSFetchRequest<Errand>(entityName: "Errand")
    }
}

extension Errand: Identifiable {}

private struct ErrandListScreen: View {
    @Environment(\.managedObjectContext) private var viewContext
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Errand.title, ascending: true)], animation: .default)
    private var chores: FetchedResults<Errand>

    var body: some View {
        NavigationStack {
            List {
                ForEach(chores) { chore in
                    NavigationLink(chore.title) { ErrandDetail(chore: chore) }
                }
                .onDelete(perform: deleteChores)
            }
            .toolbar {
                Button("Add", action: addChore)
            }
        }
    }

    private func addChore() {
        withAnimation {
            let chore = Errand(context: viewContext)
            chore.title = "New chore"
            do {
                try viewContext.save()
            } catch {
                let nsError = error as NSError
                print("Unresolved error \(nsError), \(nsError.userInfo)")
            }
        }
    }

    private func deleteChores(offsets: IndexSet) {
        offsets.map { chores[$0] }.forEach(viewContext.delete)
        try? viewContext.save()
    }
}

private struct ErrandDetail: View {
    @ObservedObject var chore: Errand

    var body: some View {
        Form {
            Text(chore.title)
            Text(chore.created, style: .date)
        }
    }
}

private struct ErrandsByTitleDescending: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\.title, order: .reverse)]) var chores: FetchedResults<Errand>

    var body: some View {
        ForEach(chores) { Text($0.title) }
    }
}

private struct FilteredErrands: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\Errand.title)]) var chores: FetchedResults<Errand>

    var body: some View {
        VStack {
            ForEach(chores) { Text($0.title) }
            Button("Shop only") {
                chores.nsPredicate = NSPredicate { chore, _ in (chore as? Errand)?.list == "Shop" }
            }
        }
    }
}

private struct ErrandsByList: View {
    @SectionedFetchRequest(sectionIdentifier: \Errand.list, sortDescriptors: [SortDescriptor(\Errand.list), SortDescriptor(\Errand.title)])
    private var lists: SectionedFetchResults<String, Errand>

    var body: some View {
        List {
            ForEach(lists) { list in
                Section(list.id) {
                    ForEach(list) { Text($0.title) }
                }
            }
        }
    }
}

private struct FirstHomeErrands: View {
    @FetchRequest(fetchRequest: FirstHomeErrands.request) private var chores

    static var request: NSFetchRequest<Errand> {
        let request = Errand.fetchRequest()
        request.predicate = NSPredicate { chore, _ in (chore as? Errand)?.list == "Home" }
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Errand.title, ascending: true)]
        request.fetchLimit = 2
        return request
    }

    var body: some View {
        ForEach(chores) { Text($0.title) }
    }
}

/// Type-checks only: the forms of the wrappers apps write, and their configuration through `$`.
private struct ErrandSearch: View {
    @Environment(\.managedObjectContext) private var viewContext
    @FetchRequest(entity: Errand.entity(), sortDescriptors: []) private var all: FetchedResults<Errand>
    @FetchRequest(sortDescriptors: [SortDescriptor<Errand>](), predicate: NSPredicate(value: true)) private var some: FetchedResults<Errand>
    @SectionedFetchRequest<Bool, Errand>(fetchRequest: Errand.fetchRequest(), sectionIdentifier: \.done, animation: .easeIn)
    private var byDone
    @State private var query = ""
    @State private var sortsDescending = false

    var body: some View {
        List(all) { chore in
            Text(chore.title)
        }
        .searchable(text: $query)
        .onChange(of: query) { _, text in
            $all.nsPredicate.wrappedValue = text.isEmpty ? nil : NSPredicate { chore, _ in (chore as? Errand)?.title.contains(text) ?? false }
        }
        .onChange(of: sortsDescending) {
            all.sortDescriptors = [SortDescriptor(\Errand.created, order: sortsDescending ? .reverse : .forward)]
            byDone.sectionIdentifier = \Errand.done
            some.nsSortDescriptors = [NSSortDescriptor(keyPath: \Errand.created, ascending: !sortsDescending)]
        }
        .navigationTitle("\(all.count) chores, \(byDone.count) groups")
    }
}
