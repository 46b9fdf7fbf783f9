public import CoreData
public import Foundation

/// A view's fetch of Core Data objects, grouped into sections by a key path of theirs. It fetches
/// as `FetchRequest` does (in memory, each time the view reads it, and again after a change to the
/// context), then starts a new section wherever the section identifier of the next result differs
/// from the one before, so the sort descriptors should order by that identifier first.
@MainActor @propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier, Result>: @preconcurrency DynamicProperty
where SectionIdentifier: Hashable, Result: NSFetchRequestResult {
    /// The section identifier, sort descriptors and predicate a request can change while the view shows.
    public struct Configuration {
        var order: FetchOrder<Result>

        /// The results' order as Foundation sort descriptors.
        public var nsSortDescriptors: [NSSortDescriptor] {
            get { order.objectDescriptors }
            set { order = .objects(newValue) }
        }

        /// Keeps only the objects it accepts; nil keeps all.
        public var nsPredicate: NSPredicate?

        /// The key path whose value names each result's section.
        public var sectionIdentifier: KeyPath<Result, SectionIdentifier>
    }

    let template: NSFetchRequest<Result>
    package let _configuration: _StateLocation<Configuration>
    package let _environment = _EnvironmentLocation()

    public init(
        entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
        predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        self.init(request, sectionIdentifier: sectionIdentifier, order: .objects(sortDescriptors), predicate: predicate)
    }

    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, animation: Animation? = nil) {
        self.init(
            fetchRequest, sectionIdentifier: sectionIdentifier, order: .objects(fetchRequest.sortDescriptors ?? []),
            predicate: fetchRequest.predicate
        )
    }

    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, transaction: Transaction) {
        self.init(fetchRequest: fetchRequest, sectionIdentifier: sectionIdentifier)
    }

    init(_ template: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, order: FetchOrder<Result>, predicate: NSPredicate?) {
        self.template = template
        _configuration = _StateLocation(Configuration(order: order, nsPredicate: predicate, sectionIdentifier: sectionIdentifier))
    }

    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
        let configuration = _configuration.box.value
        let context = (_environment.values ?? EnvironmentValues()).managedObjectContext
        let results = configuration.order.results(of: template, predicate: configuration.nsPredicate, in: context)
        var sections: [SectionedFetchResults<SectionIdentifier, Result>.Section] = []
        var members: [Result] = []
        for result in results {
            let identifier = result[keyPath: configuration.sectionIdentifier]
            if let last = sections.last, last.id == identifier {
                members.append(result)
            } else {
                if let last = sections.popLast() { sections.append(.init(id: last.id, results: members)) }
                sections.append(.init(id: identifier, results: []))
                members = [result]
            }
        }
        if let last = sections.popLast() { sections.append(.init(id: last.id, results: members)) }
        return SectionedFetchResults(sections: sections, configuration: projectedValue)
    }

    public var projectedValue: Binding<SectionedFetchRequest<SectionIdentifier, Result>.Configuration> {
        let location = _configuration
        return Binding(read: { location.box.value }, write: { location.box.value = $0 })
    }

    /// Nothing to do ahead of a read: the results are fetched when the view reads them.
    public func update() {}
}

extension SectionedFetchRequest where Result: NSManagedObject {
    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
        animation: Animation? = nil
    ) {
        self.init(entity: Result.entity(), sectionIdentifier: sectionIdentifier, sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
    }

    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil,
        animation: Animation? = nil
    ) {
        let request = NSFetchRequest<Result>()
        request.entity = Result.entity()
        self.init(request, sectionIdentifier: sectionIdentifier, order: .values(sortDescriptors), predicate: predicate)
    }
}

extension SectionedFetchRequest.Configuration where Result: NSManagedObject {
    /// The results' order as Swift sort descriptors.
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { order.valueDescriptors }
        set { order = .values(newValue) }
    }
}

extension SectionedFetchRequest: _GraphLinked {
    @MainActor
    package func _link(key: String, in context: _RenderContext) {
        context.graph.adopt(_configuration, key: key)
        _environment.values = context.environment
    }
}
