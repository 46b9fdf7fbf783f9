/// Which container `containerBackground(for:)` fills: a widget, a subscription store view.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String

    public static let widget = ContainerBackgroundPlacement(name: "widget")
    public static var subscriptionStore: ContainerBackgroundPlacement { ContainerBackgroundPlacement(name: "subscriptionStore") }
    public static var subscriptionStoreFullHeight: ContainerBackgroundPlacement { ContainerBackgroundPlacement(name: "subscriptionStoreFullHeight") }
    public static var subscriptionStoreHeader: ContainerBackgroundPlacement { ContainerBackgroundPlacement(name: "subscriptionStoreHeader") }
}

extension View {
    /// The container draws the background, not the view, so the view keeps only its own content.
    public func containerBackground<V>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        _Decorated(content: self, name: "containerBackground", detail: container.name)
    }
}
