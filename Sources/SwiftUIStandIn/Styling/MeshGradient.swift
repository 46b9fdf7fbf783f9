/// iOS 18's two-dimensional gradient: a grid of points, each with a colour. Like the other
/// gradients it is a shape style and a view, and the host sees it as a colour.
nonisolated public struct MeshGradient: ShapeStyle, View, Equatable, Sendable {
    public typealias Body = Never

    public var width: Int
    public var height: Int
    public var points: [SIMD2<Float>]
    public var colors: [Color]
    public var background: Color
    public var smoothsColors: Bool
    public var colorSpace: Gradient.ColorSpace

    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }
}

extension MeshGradient: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.color("MeshGradient"), path: context.path)]
    }
}

extension Gradient {
    /// The colour space a gradient interpolates its colours in.
    public struct ColorSpace: Hashable, Sendable {
        let name: String

        public static let device = ColorSpace(name: "device")
        public static let perceptual = ColorSpace(name: "perceptual")
    }
}
