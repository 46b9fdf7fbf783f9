/// A UIKit view placed among SwiftUI views. The headless host makes no UIKit views: the
/// representable is a leaf of the tree, named after its type, which a test finds with
/// `host.find(_:)`.
@available(macOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void

    typealias Context = UIViewRepresentableContext<Self>
    typealias LayoutOptions = _UIViewRepresentableLayoutOptions

    @MainActor @preconcurrency
    func makeUIView(context: Self.Context) -> Self.UIViewType

    @MainActor @preconcurrency
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)

    @MainActor @preconcurrency
    static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)

    @MainActor @preconcurrency
    func makeCoordinator() -> Self.Coordinator

    @MainActor @preconcurrency
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
}

@available(macOS, unavailable)
extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? { nil }

    /// Never asked for: the renderer draws a representable as a leaf.
    public var body: Never {
        fatalError("\(Self.self) is drawn by UIKit and has no body")
    }
}

@available(macOS, unavailable)
extension UIViewRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() -> Self.Coordinator { () }
}
