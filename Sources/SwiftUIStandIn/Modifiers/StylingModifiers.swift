// Modifiers that change how a view looks, not what it says or does: each leaves a note in the
// tree. Backgrounds and overlays are drawn, since they can hold text and buttons.

public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Insets on each side of a rectangle.
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}

public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

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

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        _Decorated(content: self, name: "ignoresSafeArea")
    }

    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        _Layered(content: self, layer: content(), name: "safeAreaInset")
    }

    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _Decorated(content: self, name: "safeAreaPadding")
    }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        _Decorated(content: self, name: "aspectRatio")
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        _Decorated(content: self, name: "aspectRatio")
    }

    public func scaledToFit() -> some View {
        _Decorated(content: self, name: "scaledToFit")
    }

    public func scaledToFill() -> some View {
        _Decorated(content: self, name: "scaledToFill")
    }

    public func fixedSize() -> some View {
        _Decorated(content: self, name: "fixedSize")
    }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        _Decorated(content: self, name: "fixedSize")
    }

    public func layoutPriority(_ value: Double) -> some View {
        _Decorated(content: self, name: "layoutPriority")
    }

    public func zIndex(_ value: Double) -> some View {
        _Decorated(content: self, name: "zIndex")
    }

    public func position(_ position: CGPoint) -> some View {
        _Decorated(content: self, name: "position")
    }

    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        _Decorated(content: self, name: "position")
    }

    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        _Decorated(content: self, name: "coordinateSpace")
    }

    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        _Decorated(content: self, name: "containerRelativeFrame")
    }

    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        _Decorated(content: self, name: "containerRelativeFrame")
    }

    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        _Decorated(content: self, name: "containerRelativeFrame")
    }

    public func frame(depth: CGFloat?, alignment: Alignment = .center) -> some View {
        _Decorated(content: self, name: "frame")
    }

    public func allowsHitTesting(_ enabled: Bool) -> some View {
        _Decorated(content: self, name: "allowsHitTesting")
    }

    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        _Decorated(content: self, name: "contentShape")
    }

    public func hidden() -> some View {
        // A hidden view keeps its place but shows nothing.
        _Hidden(content: self)
    }

    public func labelsHidden() -> some View {
        _Decorated(content: self, name: "labelsHidden")
    }

    public func id<ID: Hashable>(_ id: ID) -> some View {
        _Decorated(content: self, name: "id(\(id))")
    }

    public func tag<V: Hashable>(_ tag: V) -> some View {
        _Tagged(content: self, tag: tag)
    }

    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        _Tagged(content: self, tag: tag)
    }

    public func listRowBackground<V: View>(_ view: V?) -> some View {
        _Decorated(content: self, name: "listRowBackground")
    }

    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        _Decorated(content: self, name: "listRowInsets")
    }

    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        _Decorated(content: self, name: "listRowSeparator")
    }

    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        _Decorated(content: self, name: "listSectionSeparator")
    }

    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        _Decorated(content: self, name: "scrollContentBackground")
    }

    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        _Decorated(content: self, name: "scrollIndicators")
    }

    public func scrollDisabled(_ disabled: Bool) -> some View {
        _Decorated(content: self, name: "scrollDisabled")
    }

    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        _Decorated(content: self, name: "scrollDismissesKeyboard")
    }

    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        _Decorated(content: self, name: "scrollTargetLayout")
    }

    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        _Decorated(content: self, name: "scrollTargetBehavior")
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
}

public enum VerticalEdge: Int8, CaseIterable, Sendable {
    case top, bottom

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

public struct ScrollIndicatorVisibility: Sendable {
    let name: String

    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String

    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

public protocol ScrollTargetBehavior {}

public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

public struct ContentTransition: Sendable {
    let name: String

    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

public struct SensoryFeedback: Sendable {
    let name: String

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let impact = SensoryFeedback(name: "impact")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }

    public struct Weight: Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    public struct Flexibility: Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }
}

public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

public struct SymbolRenderingMode: Sendable {
    let name: String

    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
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

public struct ScrollBounceBehavior: Sendable {
    let name: String

    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
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
