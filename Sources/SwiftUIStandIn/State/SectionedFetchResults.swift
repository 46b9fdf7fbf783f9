public import CoreData
public import Foundation

/// The sections a `SectionedFetchRequest` found, in order. Setting its section identifier, sort
/// descriptors or predicate changes the request, which fetches again.
public struct SectionedFetchResults<SectionIdentifier, Result>: RandomAccessCollection
where SectionIdentifier: Hashable, Result: NSFetchRequestResult {
    /// The results that share one section identifier.
    public struct Section: Identifiable, RandomAccessCollection {
        public let id: SectionIdentifier
        let results: [Result]

        public var startIndex: Int { results.startIndex }

        public var endIndex: Int { results.endIndex }

        public subscript(position: Int) -> Result { results[position] }
    }

    let sections: [Section]
    let configuration: Binding<SectionedFetchRequest<SectionIdentifier, Result>.Configuration>

    public var nsSortDescriptors: [NSSortDescriptor] {
        get { configuration.wrappedValue.nsSortDescriptors }
        nonmutating set { configuration.wrappedValue.nsSortDescriptors = newValue }
    }

    public var nsPredicate: NSPredicate? {
        get { configuration.wrappedValue.nsPredicate }
        nonmutating set { configuration.wrappedValue.nsPredicate = newValue }
    }

    public var sectionIdentifier: KeyPath<Result, SectionIdentifier> {
        get { configuration.wrappedValue.sectionIdentifier }
        nonmutating set { configuration.wrappedValue.sectionIdentifier = newValue }
    }

    public var startIndex: Int { sections.startIndex }

    public var endIndex: Int { sections.endIndex }

    public subscript(position: Int) -> SectionedFetchResults<SectionIdentifier, Result>.Section { sections[position] }
}

extension SectionedFetchResults where Result: NSManagedObject {
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { configuration.wrappedValue.sortDescriptors }
        nonmutating set { configuration.wrappedValue.sortDescriptors = newValue }
    }
}
