// Text, images and symbols resolved once against a canvas's environment and drawn many times.
// Nothing is laid out on Linux, so a resolved item measures zero, like every view.
extension GraphicsContext {
    /// A text ready to draw.
    public struct ResolvedText {
        public var shading: GraphicsContext.Shading = .foreground

        public func measure(in size: CGSize) -> CGSize { .zero }
        public func firstBaseline(in size: CGSize) -> CGFloat { 0 }
        public func lastBaseline(in size: CGSize) -> CGFloat { 0 }
    }

    /// An image ready to draw.
    public struct ResolvedImage {
        public var size: CGSize { .zero }
        public let baseline: CGFloat = 0
        public var shading: GraphicsContext.Shading?
    }

    /// A view a canvas was given as a symbol, ready to draw.
    public struct ResolvedSymbol {
        public var size: CGSize { .zero }
    }

    public func resolve(_ text: Text) -> GraphicsContext.ResolvedText { ResolvedText() }

    public func resolve(_ image: Image) -> GraphicsContext.ResolvedImage { ResolvedImage() }

    public func resolve(_ shading: GraphicsContext.Shading) -> GraphicsContext.Shading { shading }

    /// The canvas keeps none of its symbol views, so no id resolves.
    public func resolveSymbol<ID>(id: ID) -> GraphicsContext.ResolvedSymbol? where ID: Hashable { nil }

    public func draw(_ text: GraphicsContext.ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}

    public func draw(_ text: GraphicsContext.ResolvedText, in rect: CGRect) {}

    public func draw(_ image: GraphicsContext.ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}

    public func draw(_ image: GraphicsContext.ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {}

    public func draw(_ symbol: GraphicsContext.ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}

    public func draw(_ symbol: GraphicsContext.ResolvedSymbol, in rect: CGRect) {}

    public mutating func clipToLayer(opacity: Double = 1, options: GraphicsContext.ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    public func withCGContext(content: (CGContext) throws -> Void) rethrows {
        try content(CGContext())
    }
}
