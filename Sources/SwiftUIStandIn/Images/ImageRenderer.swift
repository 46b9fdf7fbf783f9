/// Makes an image of a view: `ImageRenderer(content: ChartView()).uiImage`. The headless host
/// draws no pixels, so there is never an image to give, and `render` hands its drawing code an
/// empty canvas.
@MainActor
public final class ImageRenderer<Content>: ObservableObject where Content: View {
    public var content: Content
    public var proposedSize: ProposedViewSize = .unspecified
    public var scale: CGFloat = 1
    public var isOpaque = false
    public var colorMode: ColorRenderingMode = .nonLinear
    public let objectWillChange = PassthroughSubject<Void, Never>()

    public init(content view: Content) {
        content = view
    }

    public var cgImage: CGImage? { nil }

    @available(macOS, unavailable)
    public var uiImage: UIImage? { nil }

    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
        renderer(.zero) { _ in }
    }
}
