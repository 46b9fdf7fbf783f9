/// A view that runs an action with each value a publisher sends, as `onReceive` makes. Nothing
/// publishes on Linux, so the content is drawn as it is.
@frozen
public struct SubscriptionView<PublisherType, Content>: View where PublisherType: Publisher, Content: View, PublisherType.Failure == Never {
    public typealias Body = Never

    public var content: Content
    public var publisher: PublisherType
    public var action: (PublisherType.Output) -> Void

    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }
}

extension SubscriptionView: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        context.render(content)
    }
}
