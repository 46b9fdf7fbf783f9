/// What a `UIViewControllerRepresentable` is given when it makes or updates its controller.
@available(macOS, unavailable)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable> where Representable: UIViewControllerRepresentable {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction { Transaction() }
    public let environment: EnvironmentValues
}
