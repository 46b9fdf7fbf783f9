import CoreData
import Foundation
import Testing

/// The stand-in's Core Data: a context's pending changes, its saves and the store its container shares.
@Suite("Core Data contexts")
struct CoreDataContextTests {
    private let byTitle = [NSSortDescriptor(keyPath: \Errand.title, ascending: true)]

    private func titles(in context: NSManagedObjectContext) throws -> [String] {
        let request = Errand.fetchRequest()
        request.sortDescriptors = byTitle
        return try context.fetch(request).map(\.title)
    }

    private func chore(_ title: String, in context: NSManagedObjectContext) -> Errand {
        let chore = Errand(context: context)
        chore.title = title
        return chore
    }

    @Test("A fetch sees objects inserted but not saved, and a rollback forgets them")
    func rollbackForgetsInserts() throws {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let dust = chore("Dust", in: context)
        #expect(try titles(in: context) == ["Dust"])
        #expect(dust.isInserted && context.hasChanges)
        context.rollback()
        #expect(try titles(in: context).isEmpty)
        #expect(dust.managedObjectContext == nil)
    }

    @Test("A deletion stays pending until the save, which removes the object for good")
    func deletionIsPendingUntilSave() throws {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let dust = chore("Dust", in: context)
        _ = chore("Mop", in: context)
        try context.save()
        context.delete(dust)
        #expect(dust.isDeleted)
        #expect(try titles(in: context) == ["Mop"])
        context.rollback()
        #expect(try titles(in: context) == ["Dust", "Mop"])
        context.delete(dust)
        try context.save()
        #expect(try titles(in: context) == ["Mop"])
        #expect(!context.hasChanges)
    }

    @Test("The contexts of one container share what each saves")
    func containerContextsShareTheStore() throws {
        let container = NSPersistentContainer(name: "Errands")
        let background = container.newBackgroundContext()
        _ = chore("Dust", in: background)
        #expect(try titles(in: container.viewContext).isEmpty, "not saved yet")
        try background.save()
        #expect(try titles(in: container.viewContext) == ["Dust"])
    }

    @Test("A child context's save goes into its parent, which writes it on its own save")
    func childSavesIntoParent() throws {
        let parent = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let child = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        child.parent = parent
        _ = chore("Dust", in: child)
        try child.save()
        #expect(try titles(in: parent) == ["Dust"])
        #expect(parent.hasChanges)
    }

    @Test("A fetch keeps its entity's objects only, filtered, ordered, offset and limited")
    func fetchFiltersAndLimits() throws {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        for title in ["E", "B", "D", "A", "C"] { _ = chore(title, in: context) }
        _ = Shelf(context: context)
        let request = Errand.fetchRequest()
        request.predicate = NSPredicate { chore, _ in (chore as? Errand)?.title != "C" }
        request.sortDescriptors = byTitle
        request.fetchOffset = 1
        request.fetchLimit = 2
        #expect(try context.fetch(request).map(\.title) == ["B", "D"])
        #expect(try context.count(for: NSFetchRequest<Shelf>(entityName: "Shelf")) == 1)
    }

    @Test("An entity is named after its class, and its objects' IDs name it too")
    func entityIsNamedAfterTheClass() {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        #expect(Errand.entity().name == "Errand")
        #expect(chore("Dust", in: context).objectID.entity.name == "Errand")
    }

    @Test("A container reports each store it loads, without an error")
    func loadingReportsEachStore() {
        let container = NSPersistentContainer(name: "Errands")
        var loaded: [String] = []
        container.loadPersistentStores { description, error in
            #expect(error == nil)
            loaded.append(description.url?.lastPathComponent ?? "")
        }
        #expect(loaded == ["Errands.sqlite"])
    }
}

private nonisolated final class Shelf: NSManagedObject {}
