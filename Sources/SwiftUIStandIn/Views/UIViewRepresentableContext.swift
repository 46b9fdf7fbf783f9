/// What a `UIViewRepresentable` is given when it makes or updates its view.
@available(macOS, unavailable)
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction { Transaction() }
    public let environment: EnvironmentValues
}
