/// Several widgets offered by one widget extension.
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget

    @MainActor @preconcurrency
    init()

    @WidgetBundleBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension WidgetBundle {
    /// A widget extension's entry point; like `Widget.main()`, the host draws nothing.
    @MainActor @preconcurrency
    public static func main() {
        _ = Self().body
    }
}

/// The widgets of a multi-statement `@WidgetBundleBuilder` block.
nonisolated public struct _TupleWidget<T>: Widget {
    public typealias Body = Never

    let value: T?

    public init() {
        value = nil
    }

    init(value: T) {
        self.value = value
    }

    public var body: Never {
        fatalError("_TupleWidget has no body")
    }
}
