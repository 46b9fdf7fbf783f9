import Foundation

/// A modifier that moves, turns or distorts its view by a projection transform computed from the
/// view's size, as an animation drives it. It has no body: the host draws the view it modifies,
/// under a node named after the effect, as the transform changes no content.
public protocol GeometryEffect: Animatable, ViewModifier where Self.Body == Never {
    nonisolated func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public func body(content: Content) -> Never {
        fatalError("A geometry effect is drawn by the host, not through a body.")
    }

    /// The same effect, left out of layout: views laid out around it see the view unmoved.
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> {
        _IgnoredByLayoutEffect(base: self)
    }
}

extension GeometryEffect {
    @MainActor package func _renderModifying(_ content: AnyView, in context: _RenderContext) -> [_Node] {
        let name = String(describing: Self.self)
        let identity = context.appending(name)
        return [_Node(.modifier(name), path: identity.path, children: identity.render(content))]
    }
}

/// A geometry effect that layout ignores.
@frozen
nonisolated public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    public var base: Base

    public init(base: Base) {
        self.base = base
    }

    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        base.effectValue(size: size)
    }
}
