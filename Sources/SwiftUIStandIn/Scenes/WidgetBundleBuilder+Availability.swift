/// A widget a bundle offers only on the system versions an `if #available` names.
public protocol _LimitedAvailabilityWidgetMarker {}

/// The widget of an `if #available` block of a widget bundle, or none where it is unavailable.
nonisolated public struct _LimitedAvailabilityWidget: Widget, _LimitedAvailabilityWidgetMarker {
    public typealias Body = Never

    let widget: (any Widget)?

    public init() {
        widget = nil
    }

    init(widget: (any Widget)?) {
        self.widget = widget
    }

    public var body: Never {
        fatalError("_LimitedAvailabilityWidget has no body")
    }
}

extension WidgetBundleBuilder {
    public static func buildOptional(_ widget: (any Widget & _LimitedAvailabilityWidgetMarker)?) -> some Widget {
        _LimitedAvailabilityWidget(widget: widget)
    }

    public static func buildLimitedAvailability(_ widget: some Widget) -> any Widget & _LimitedAvailabilityWidgetMarker {
        _LimitedAvailabilityWidget(widget: widget)
    }
}
