/// A widget: content the system shows on the Home Screen, the Lock Screen or in StandBy.
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration

    @MainActor @preconcurrency
    init()

    @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Widget {
    /// A widget extension's entry point. The system draws widgets from their timelines; the
    /// headless host has no Home Screen, so it makes the widget and draws nothing.
    @MainActor @preconcurrency
    public static func main() {
        _ = Self().body
    }
}
