/// A modifier that picks the modifier it applies from the environment where it is drawn.
@MainActor @preconcurrency
public protocol EnvironmentalModifier: ViewModifier where Self.Body == Never {
    associatedtype ResolvedModifier: ViewModifier

    func resolve(in environment: EnvironmentValues) -> Self.ResolvedModifier
}

extension EnvironmentalModifier {
    /// Never asked for: the renderer draws the resolved modifier instead.
    public func body(content: Self.Content) -> Never {
        fatalError("\(Self.self) is drawn through the modifier it resolves to")
    }

    /// The content under the modifier this one resolves to in `context`'s environment.
    @MainActor package func _renderResolved<Content: View>(_ content: Content, in context: _RenderContext) -> [_Node] {
        context.render(ModifiedContent(content: content, modifier: resolve(in: context.environment)))
    }
}
