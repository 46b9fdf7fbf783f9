/// How a widget is set up: its kind, its content and its options. WidgetKit's configurations
/// (`StaticConfiguration`, `AppIntentConfiguration`) conform; the system, not the app, draws them.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration

    @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Never: WidgetConfiguration {}

/// Marks the configurations the stand-in declares itself, whose `body` is never asked for.
public protocol _PrimitiveWidgetConfiguration {}

extension WidgetConfiguration where Self: _PrimitiveWidgetConfiguration, Body == Never {
    public var body: Never {
        fatalError("\(Self.self) is a primitive widget configuration and has no body")
    }
}

/// A configuration with one of the options below applied; the host keeps the configuration.
nonisolated public struct _ModifiedWidgetConfiguration<Content: WidgetConfiguration>: WidgetConfiguration, _PrimitiveWidgetConfiguration {
    public typealias Body = Never

    let content: Content
}
