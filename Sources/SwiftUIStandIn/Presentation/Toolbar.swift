/// Items for a toolbar or navigation bar.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent

    @ToolbarContentBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Never: ToolbarContent {}

// Apple's placement isn't Sendable, so neither is this one: a Sendable type holding a placement
// must fail here as it does on a Mac. `nonisolated(unsafe)` lets the stored statics compile in Swift 6.
/// Where a toolbar item goes. Only the placements that exist on both iOS and macOS are here.
public struct ToolbarItemPlacement {
    let name: String

    nonisolated(unsafe) public static let automatic = ToolbarItemPlacement(name: "automatic")
    nonisolated(unsafe) public static let principal = ToolbarItemPlacement(name: "principal")
    nonisolated(unsafe) public static let navigation = ToolbarItemPlacement(name: "navigation")
    nonisolated(unsafe) public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    nonisolated(unsafe) public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    nonisolated(unsafe) public static let status = ToolbarItemPlacement(name: "status")
    nonisolated(unsafe) public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    nonisolated(unsafe) public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    nonisolated(unsafe) public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
}

/// One item in a toolbar.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public typealias Body = Never

    let content: Content

    public var body: Never {
        fatalError("ToolbarItem has no body")
    }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Several toolbar items that share a placement.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public typealias Body = Never

    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never {
        fatalError("ToolbarItemGroup has no body")
    }
}

/// The items of a multi-statement `@ToolbarContentBuilder` block.
nonisolated public struct TupleToolbarContent<T>: ToolbarContent {
    public typealias Body = Never

    let value: T

    public var body: Never {
        fatalError("TupleToolbarContent has no body")
    }
}

/// The result of an `if` in a `@ToolbarContentBuilder` block.
nonisolated public struct _ToolbarConditional<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent {
    public typealias Body = Never

    let storage: _ConditionalContent<TrueContent, FalseContent>.Storage

    public var body: Never {
        fatalError("_ToolbarConditional has no body")
    }
}

/// Builds toolbar items from the statements of a closure.
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    public static func buildIf<Content: ToolbarContent>(
        _ content: Content?
    ) -> _ToolbarConditional<Content, TupleToolbarContent<()>> {
        if let content {
            _ToolbarConditional(storage: .trueContent(content))
        } else {
            _ToolbarConditional(storage: .falseContent(TupleToolbarContent(value: ())))
        }
    }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> _ToolbarConditional<TrueContent, FalseContent> {
        _ToolbarConditional(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> _ToolbarConditional<TrueContent, FalseContent> {
        _ToolbarConditional(storage: .falseContent(second))
    }
}

extension View {
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()
        return _Decorated(content: self, name: "toolbar") { node, context in
            let inner = context.appending("+toolbar")
            node.children.append(_Node(.toolbar, path: inner.path, children: inner.render(items)))
        }
    }

    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let items = content()
        return _Decorated(content: self, name: "toolbar") { node, context in
            let inner = context.appending("+toolbar")
            node.children.append(_Node(.toolbar, path: inner.path, children: inner.renderToolbar(items)))
        }
    }
}

// MARK: - Rendering

@MainActor
package protocol _PrimitiveToolbarContent {
    func _render(in context: _RenderContext) -> [_Node]
}

extension _RenderContext {
    package func renderToolbar<T: ToolbarContent>(_ content: T) -> [_Node] {
        if let primitive = content as? any _PrimitiveToolbarContent {
            return primitive._render(in: self)
        }
        let identity = appending(String(describing: T.self))
        graph.link(content, key: identity.path, in: self)
        return identity.renderToolbar(content.body)
    }
}

extension Never: _PrimitiveToolbarContent {}

extension ToolbarItem: _PrimitiveToolbarContent {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.toolbarItem, path: context.path, children: context.render(content))]
    }
}

extension ToolbarItemGroup: _PrimitiveToolbarContent {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.toolbarItem, path: context.path, children: context.render(content))]
    }
}

extension TupleToolbarContent: _PrimitiveToolbarContent {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        var nodes: [_Node] = []
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            if let item = child.value as? any ToolbarContent {
                nodes += context.appending("\(index)").renderToolbar(item)
            }
        }
        return nodes
    }
}

extension _ToolbarConditional: _PrimitiveToolbarContent {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        switch storage {
        case .trueContent(let content):
            context.appending("if").renderToolbar(content)
        case .falseContent(let content):
            context.appending("else").renderToolbar(content)
        }
    }
}
