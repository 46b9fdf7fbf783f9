// Modifiers that change how a view looks, not what it says or does: each leaves a note in the
// tree. Backgrounds and overlays are drawn, since they can hold text and buttons.

/// Draws `content` beside the view it decorates (behind it or over it).
struct _Layered<Content: View, Layer: View>: View, _PrimitiveView {
    typealias Body = Never

    let content: Content
    let layer: Layer
    let name: String

    func _render(in context: _RenderContext) -> [_Node] {
        let main = context.appending("." + name).render(content)
        let extra = context.appending("+" + name).render(layer)
        // Reading order: a background comes before what it is behind, an overlay after.
        let children = name == "background" ? extra + main : main + extra
        return [_Node(.modifier(name), path: context.path, children: children)]
    }
}

extension View {
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        _Decorated(content: self, name: "background", detail: String(describing: style))
    }

    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        _Decorated(content: self, name: "background")
    }

    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        _Decorated(content: self, name: "background", detail: String(describing: style))
    }

    public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: InsettableShape {
        _Decorated(content: self, name: "background", detail: String(describing: style))
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _Layered(content: self, layer: content(), name: "background")
    }

    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        _Layered(content: self, layer: background, name: "background")
    }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _Layered(content: self, layer: content(), name: "overlay")
    }

    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        _Layered(content: self, layer: overlay, name: "overlay")
    }

    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        _Decorated(content: self, name: "overlay", detail: String(describing: style))
    }

    public func overlay<S: ShapeStyle, Content: Shape>(_ style: S, in shape: Content, fillStyle: FillStyle = FillStyle()) -> some View {
        _Decorated(content: self, name: "overlay", detail: String(describing: style))
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        _Decorated(content: self, name: "clipShape", detail: String(describing: S.self))
    }

    public func clipped(antialiased: Bool = false) -> some View {
        _Decorated(content: self, name: "clipped")
    }

    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        _Decorated(content: self, name: "mask")
    }

    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        _Decorated(content: self, name: "cornerRadius", detail: "\(radius)")
    }

    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        _Decorated(content: self, name: "shadow")
    }

    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        _Decorated(content: self, name: "border", detail: String(describing: content))
    }

    public func foregroundColor(_ color: Color?) -> some View {
        _Decorated(content: self, name: "foregroundColor", detail: color?.description)
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        _Decorated(content: self, name: "foregroundStyle")
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        _Decorated(content: self, name: "foregroundStyle")
    }

    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "backgroundStyle")
    }

    public func lineLimit(_ number: Int?) -> some View {
        _Decorated(content: self, name: "lineLimit", detail: number.map { "\($0)" })
    }

    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        _Decorated(content: self, name: "lineLimit")
    }

    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        _Decorated(content: self, name: "lineLimit")
    }

    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        _Decorated(content: self, name: "lineLimit")
    }

    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        _Decorated(content: self, name: "lineLimit")
    }

    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        _Decorated(content: self, name: "lineSpacing")
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        _Decorated(content: self, name: "multilineTextAlignment")
    }

    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        _Decorated(content: self, name: "minimumScaleFactor")
    }

    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        _Decorated(content: self, name: "truncationMode")
    }

    public func allowsTightening(_ flag: Bool) -> some View {
        _Decorated(content: self, name: "allowsTightening")
    }

    public func textCase(_ textCase: Text.Case?) -> some View {
        _Decorated(content: self, name: "textCase")
    }

    public func fontWeight(_ weight: Font.Weight?) -> some View {
        _Decorated(content: self, name: "fontWeight")
    }

    public func fontDesign(_ design: Font.Design?) -> some View {
        _Decorated(content: self, name: "fontDesign")
    }

    public func bold(_ isActive: Bool = true) -> some View {
        _Decorated(content: self, name: "bold")
    }

    public func italic(_ isActive: Bool = true) -> some View {
        _Decorated(content: self, name: "italic")
    }

    public func monospaced(_ isActive: Bool = true) -> some View {
        _Decorated(content: self, name: "monospaced")
    }

    public func monospacedDigit() -> some View {
        _Decorated(content: self, name: "monospacedDigit")
    }

    public func kerning(_ kerning: CGFloat) -> some View {
        _Decorated(content: self, name: "kerning")
    }

    public func tracking(_ tracking: CGFloat) -> some View {
        _Decorated(content: self, name: "tracking")
    }

    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        _Decorated(content: self, name: "dynamicTypeSize")
    }

    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        _Decorated(content: self, name: "dynamicTypeSize")
    }

    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        _Decorated(content: self, name: "symbolRenderingMode")
    }

    public func imageScale(_ scale: Image.Scale) -> some View {
        _Decorated(content: self, name: "imageScale")
    }

    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        _EnvironmentWriter(content: self) { values in
            if let colorScheme { values.colorScheme = colorScheme }
        }
    }

    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        _Decorated(content: self, name: "ignoresSafeArea")
    }

    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        _Decorated(content: self, name: "statusBarHidden")
    }

    @available(macOS, unavailable)
    public func statusBar(hidden: Bool) -> some View {
        _Decorated(content: self, name: "statusBarHidden")
    }

    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        _Decorated(content: self, name: "persistentSystemOverlays")
    }

    public func controlSize(_ controlSize: ControlSize) -> some View {
        _Decorated(content: self, name: "controlSize")
    }

    public func contentTransition(_ transition: ContentTransition) -> some View {
        _Decorated(content: self, name: "contentTransition")
    }

    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        _Decorated(content: self, name: "sensoryFeedback")
    }

    public func badge(_ count: Int) -> some View {
        _Decorated(content: self, name: "badge", detail: "\(count)")
    }

    public func badge(_ label: Text?) -> some View {
        _Decorated(content: self, name: "badge", detail: label?.content)
    }

    public func badge(_ key: LocalizedStringKey?) -> some View {
        _Decorated(content: self, name: "badge", detail: key?.resolved)
    }

    @_disfavoredOverload
    public func badge<S>(_ label: S?) -> some View where S: StringProtocol {
        _Decorated(content: self, name: "badge", detail: label.map { String($0) })
    }
}

/// A view that keeps its place but shows nothing.
struct _Hidden<Content: View>: View, _PrimitiveView {
    typealias Body = Never

    let content: Content

    func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.modifier("hidden"), path: context.path)]
    }
}

/// A view with a `tag`, which a picker uses as the value of its option.
struct _Tagged<Content: View, Tag: Hashable>: View, _PrimitiveView {
    typealias Body = Never

    let content: Content
    let tag: Tag

    func _render(in context: _RenderContext) -> [_Node] {
        let node = _Node(.modifier("tag"), path: context.path, children: context.appending(".tag").render(content))
        node.tag = AnyHashable(tag)
        return [node]
    }
}

extension ShapeStyle {
    /// The style, partly transparent.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        self
    }
}

extension View {
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        _Decorated(content: self, name: "scrollBounceBehavior")
    }

    @available(iOS, deprecated: 100000.0, renamed: "tint(_:)")
    public func accentColor(_ accentColor: Color?) -> some View {
        _Decorated(content: self, name: "accentColor", detail: accentColor?.description)
    }

    public func colorMultiply(_ color: Color) -> some View {
        _Decorated(content: self, name: "colorMultiply")
    }

    public func colorInvert() -> some View {
        _Decorated(content: self, name: "colorInvert")
    }

    public func luminanceToAlpha() -> some View {
        _Decorated(content: self, name: "luminanceToAlpha")
    }
}
