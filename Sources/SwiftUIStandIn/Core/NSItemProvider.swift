// Foundation on Apple platforms carries items between apps (drag and drop, the pasteboard) in
// an `NSItemProvider`; Foundation on Linux has no such class. This one keeps the objects it is
// given in memory, by type identifier, so a drop handler in a test can load what a drag offered.
#if !canImport(Darwin)
import Foundation

/// An object an item provider can offer.
public protocol NSItemProviderWriting: AnyObject {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
}

/// An object an item provider can make from what it holds.
public protocol NSItemProviderReading: AnyObject {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.url"] }
}

/// The error a load reports when the provider holds nothing of the asked type.
public enum NSItemProviderError: LocalizedError {
    case unavailableType(String)

    public var errorDescription: String? {
        switch self {
        case .unavailableType(let identifier):
            "The item provider holds no item of type \(identifier)."
        }
    }
}

open class NSItemProvider: NSObject, @unchecked Sendable {
    private var items: [(typeIdentifier: String, value: AnyObject)] = []

    open var suggestedName: String?

    public override init() {
        super.init()
    }

    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    public convenience init?(contentsOf fileURL: URL?) {
        guard let fileURL else { return nil }
        self.init()
        suggestedName = fileURL.lastPathComponent
        items.append(("public.file-url", fileURL as NSURL))
    }

    /// Who may load a registered item: every process, or only the app and its team.
    public enum RepresentationVisibility: Int, Sendable {
        case all = 0
        case team = 1
        case group = 2
        case ownProcess = 3
    }

    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProvider.RepresentationVisibility) {
        for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
            items.append((identifier, object))
        }
    }

    open var registeredTypeIdentifiers: [String] {
        items.map(\.typeIdentifier)
    }

    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        items.contains { $0.typeIdentifier == typeIdentifier }
    }

    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains(where: hasItemConformingToTypeIdentifier)
    }

    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type, completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        let found = items.first { aClass.readableTypeIdentifiersForItemProvider.contains($0.typeIdentifier) }
        let object = found?.value as? any NSItemProviderReading
        let error = object == nil ? NSItemProviderError.unavailableType(aClass.readableTypeIdentifiersForItemProvider.first ?? "\(aClass)") : nil
        nonisolated(unsafe) let result = object
        completionHandler(result, error)
        return Progress(totalUnitCount: 1)
    }

    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        T._ObjectiveCType.readableTypeIdentifiersForItemProvider.contains(where: hasItemConformingToTypeIdentifier)
    }

    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress where T._ObjectiveCType: NSItemProviderReading {
        let identifiers = T._ObjectiveCType.readableTypeIdentifiersForItemProvider
        let found = items.first { identifiers.contains($0.typeIdentifier) }?.value as? T._ObjectiveCType
        let value = found.map { T._unconditionallyBridgeFromObjectiveC($0) }
        nonisolated(unsafe) let result = value
        completionHandler(result, value == nil ? NSItemProviderError.unavailableType(identifiers.first ?? "\(T.self)") : nil)
        return Progress(totalUnitCount: 1)
    }
}
#endif
