public import CoreData
public import Foundation

/// A view's fetch of Core Data objects. Its value is the fetch's results in the context of the
/// environment's `managedObjectContext`, fetched each time the view reads it; the stand-in's Core
/// Data keeps its objects in memory, and a view that read the results is drawn again when that
/// context inserts, deletes or saves. Changing the configuration through `$results` or the
/// results' sort descriptors and predicate fetches again. The animation and transaction are not
/// played: the headless host draws no animation.
@MainActor @propertyWrapper
public struct FetchRequest<Result>: @preconcurrency DynamicProperty where Result: NSFetchRequestResult {
    /// The sort descriptors and predicate a fetch request can change while the view shows.
    public struct Configuration {
        var order: FetchOrder<Result>

        /// The results' order as Foundation sort descriptors.
        public var nsSortDescriptors: [NSSortDescriptor] {
            get { order.objectDescriptors }
            set { order = .objects(newValue) }
        }

        /// Keeps only the objects it accepts; nil keeps all.
        public var nsPredicate: NSPredicate?
    }

    let template: NSFetchRequest<Result>
    package let _configuration: _StateLocation<Configuration>
    package let _environment = _EnvironmentLocation()

    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        self.init(request, order: .objects(sortDescriptors), predicate: predicate)
    }

    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        self.init(fetchRequest, order: .objects(fetchRequest.sortDescriptors ?? []), predicate: fetchRequest.predicate)
    }

    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        self.init(fetchRequest: fetchRequest)
    }

    init(_ template: NSFetchRequest<Result>, order: FetchOrder<Result>, predicate: NSPredicate?) {
        self.template = template
        _configuration = _StateLocation(Configuration(order: order, nsPredicate: predicate))
    }

    public var wrappedValue: FetchedResults<Result> {
        let configuration = _configuration.box.value
        let context = (_environment.values ?? EnvironmentValues()).managedObjectContext
        let results = configuration.order.results(of: template, predicate: configuration.nsPredicate, in: context)
        return FetchedResults(results: results, configuration: projectedValue)
    }

    public var projectedValue: Binding<FetchRequest<Result>.Configuration> {
        let location = _configuration
        return Binding(read: { location.box.value }, write: { location.box.value = $0 })
    }

    /// Nothing to do ahead of a read: the results are fetched when the view reads them.
    public mutating func update() {}
}

extension FetchRequest where Result: NSManagedObject {
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
    }

    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.entity = Result.entity()
        self.init(request, order: .values(sortDescriptors), predicate: predicate)
    }
}

extension FetchRequest.Configuration where Result: NSManagedObject {
    /// The results' order as Swift sort descriptors.
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { order.valueDescriptors }
        set { order = .values(newValue) }
    }
}

extension FetchRequest: _GraphLinked {
    @MainActor
    package func _link(key: String, in context: _RenderContext) {
        context.graph.adopt(_configuration, key: key)
        _environment.values = context.environment
    }
}
