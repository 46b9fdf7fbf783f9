/// A UIKit view controller placed among SwiftUI views (a camera picker, a mail composer). The
/// headless host makes no UIKit controllers: the representable is a leaf of the tree, named
/// after its type, which a test finds with `host.find(_:)`.
@available(macOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void

    typealias Context = UIViewControllerRepresentableContext<Self>
    typealias LayoutOptions = _UIViewControllerRepresentableLayoutOptions

    @MainActor @preconcurrency
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

    @MainActor @preconcurrency
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)

    @MainActor @preconcurrency
    static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)

    @MainActor @preconcurrency
    func makeCoordinator() -> Self.Coordinator

    @MainActor @preconcurrency
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize?
}

@available(macOS, unavailable)
extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize? { nil }

    /// Never asked for: the renderer draws a representable as a leaf.
    public var body: Never {
        fatalError("\(Self.self) is drawn by UIKit and has no body")
    }
}

@available(macOS, unavailable)
extension UIViewControllerRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() -> Self.Coordinator { () }
}
