/// A reusable change to a view: `content.modifier(MyStyle())` draws `MyStyle`'s body around it.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func body(content: Self.Content) -> Self.Body

    typealias Content = _ViewModifier_Content<Self>
}

/// The view a modifier is applied to, as its `body(content:)` receives it.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never

    let view: AnyView
}

extension _ViewModifier_Content: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        view._render(in: context)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: _PrimitiveBody, _PrimitiveView where Content: View, Modifier: ViewModifier {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        if let effect = modifier as? any GeometryEffect {
            return effect._renderModifying(AnyView(content), in: context)
        }
        // The modifier is drawn like a view of its own: its @State lives at its place in the tree.
        let name = String(describing: Modifier.self)
        let identity = context.appending(name)
        if let environmental = modifier as? any EnvironmentalModifier {
            return environmental._renderResolved(content, in: identity)
        }
        context.graph.link(modifier, key: identity.path, in: context)
        let inner = _ViewModifier_Content<Modifier>(view: AnyView(content))
        return [_Node(.view(name), path: identity.path, children: identity.render(modifier.body(content: inner)))]
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<ModifiedContent<Content, Modifier>>) -> Never {
        fatalError("A combined modifier is drawn through its parts.")
    }
}

/// The modifier that changes nothing.
public struct EmptyModifier: ViewModifier {
    public static let identity = EmptyModifier()

    public init() {}

    public func body(content: Content) -> Content {
        content
    }
}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
