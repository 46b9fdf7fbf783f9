public import CoreData
public import Foundation

/// The objects a `FetchRequest` found, in order. Setting its sort descriptors or predicate changes
/// the request, which fetches again.
public struct FetchedResults<Result>: RandomAccessCollection where Result: NSFetchRequestResult {
    let results: [Result]
    let configuration: Binding<FetchRequest<Result>.Configuration>

    public var nsSortDescriptors: [NSSortDescriptor] {
        get { configuration.wrappedValue.nsSortDescriptors }
        nonmutating set { configuration.wrappedValue.nsSortDescriptors = newValue }
    }

    public var nsPredicate: NSPredicate? {
        get { configuration.wrappedValue.nsPredicate }
        nonmutating set { configuration.wrappedValue.nsPredicate = newValue }
    }

    public var startIndex: Int { results.startIndex }

    public var endIndex: Int { results.endIndex }

    public subscript(position: Int) -> Result { results[position] }
}

extension FetchedResults where Result: NSManagedObject {
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { configuration.wrappedValue.sortDescriptors }
        nonmutating set { configuration.wrappedValue.sortDescriptors = newValue }
    }
}
