import CoreData
import Foundation

/// How a fetch request's results are ordered: by Foundation's sort descriptors, or by Swift's.
/// Apple's SwiftUI turns one kind into the other; Linux's Foundation can do neither (it has no
/// key-value coding), so a request keeps whichever kind was set last, and the other reads empty.
enum FetchOrder<Result> {
    case objects([NSSortDescriptor])
    case values([SortDescriptor<Result>])

    var objectDescriptors: [NSSortDescriptor] {
        if case .objects(let descriptors) = self { return descriptors }
        return []
    }

    var valueDescriptors: [SortDescriptor<Result>] {
        if case .values(let descriptors) = self { return descriptors }
        return []
    }
}

extension FetchOrder where Result: NSFetchRequestResult {
    /// The results of `template` in `context`, filtered by `predicate` and in this order.
    /// A failed fetch gives no results, as a view has nowhere to report it.
    func results(of template: NSFetchRequest<Result>, predicate: NSPredicate?, in context: NSManagedObjectContext) -> [Result] {
        let request = template.entityName.map { NSFetchRequest<Result>(entityName: $0) } ?? NSFetchRequest<Result>()
        request.entity = template.entity
        request.fetchLimit = template.fetchLimit
        request.fetchOffset = template.fetchOffset
        request.includesPendingChanges = template.includesPendingChanges
        request.predicate = predicate
        request.sortDescriptors = objectDescriptors
        let results = (try? context.fetch(request)) ?? []
        let descriptors = valueDescriptors
        return descriptors.isEmpty ? results : results.sorted(using: descriptors)
    }
}
