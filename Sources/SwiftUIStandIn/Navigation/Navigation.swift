// MARK: - NavigationPath

/// A list of values of any `Hashable` types, one per screen pushed on a navigation stack.
///
/// Like Apple's, a path read back from its `CodableRepresentation` keeps each value as the saved
/// type name and JSON until a stack needs it, so it compares unequal to the path it was saved
/// from; only its `count`, and its saved form written again, match.
public struct NavigationPath: Equatable {
    /// One screen's value: a value in memory, or one read back from saved data and not decoded yet.
    package enum Item: Hashable {
        case value(AnyHashable)
        case saved(typeName: String, json: String)
    }

    package var items: [Item]

    public init() {
        items = []
    }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        items = elements.map { .value(AnyHashable($0)) }
    }

    public var count: Int {
        items.count
    }

    public var isEmpty: Bool {
        items.isEmpty
    }

    public mutating func append<V: Hashable>(_ value: V) {
        items.append(.value(AnyHashable(value)))
    }

    /// Apple's overload for values the path can save; the stand-in checks `Codable` when asked
    /// for `codable`, so both keep the value alike.
    public mutating func append<V>(_ value: V) where V: Decodable, V: Encodable, V: Hashable {
        items.append(.value(AnyHashable(value)))
    }

    public mutating func removeLast(_ k: Int = 1) {
        items.removeLast(k)
    }

    /// The values, each saved one decoded now, as a stack needs them to pick destinations.
    package var elements: [AnyHashable] {
        items.map(\.resolved)
    }
}

// MARK: - NavigationStack

/// A root view with screens pushed over it.
nonisolated public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never

    let root: Root
    let access: _StackController.PathAccess?
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        access = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        access = _StackController.PathAccess(
            read: { path.wrappedValue.elements },
            append: { value in
                path.wrappedValue.items.append(.value(value))
                return true
            },
            removeLast: { count in
                path.wrappedValue.items.removeLast(min(count, path.wrappedValue.count))
            }
        )
    }
}

extension NavigationStack {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        access = _StackController.PathAccess(
            read: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                // A typed path only takes values of its own element type; SwiftUI ignores others.
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            removeLast: { count in
                path.wrappedValue.removeLast(min(count, path.wrappedValue.count))
            }
        )
    }
}

extension NavigationStack: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let controller = context.graph.stackController(at: context.path)
        controller.access = access
        controller.destinations = [:]
        var inner = context
        inner.stack = controller

        let rootScreen = _Node(.screen(0), path: context.path + "/screen0")
        rootScreen.children = inner.appending("screen0").render(root)
        var screens = [rootScreen]

        // Destinations registered while drawing a screen serve the screens above it.
        for (index, value) in controller.values.enumerated() {
            let depth = index + 1
            var screenContext = inner.appending("screen\(depth)-\(value.hashValue)")
            screenContext.environment.setDismiss { [weak controller] in controller?.pop(toDepth: depth - 1) }
            let screen = _Node(.screen(depth), path: screenContext.path)
            if let destination = controller.destinations[ObjectIdentifier(type(of: value.base))] {
                screen.children = screenContext.render(destination(value))
            } else {
                screen.children = [_Node(.missingDestination("\(type(of: value.base))"), path: screenContext.path)]
            }
            screens.append(screen)
        }
        let pathDepth = screens.count - 1
        for (offset, view) in controller.pushedViews.enumerated() {
            let depth = pathDepth + offset + 1
            var screenContext = inner.appending("pushed\(depth)")
            screenContext.environment.setDismiss { [weak controller] in controller?.pop(toDepth: depth - 1) }
            let screen = _Node(.screen(depth), path: screenContext.path)
            screen.children = screenContext.render(view)
            screens.append(screen)
        }
        for screen in screens.dropLast() {
            screen.isHidden = true
        }
        let node = _Node(.navigationStack, path: context.path, children: screens)
        node.stack = controller
        return [node]
    }
}

// MARK: - NavigationLink

/// Pushes a screen when tapped: either a view, or a value that a
/// `navigationDestination(for:)` turns into a view.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never

    enum Target {
        case value(AnyHashable?)
        case view(Destination)
    }

    let label: Label
    let target: Target
}

extension NavigationLink {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination())
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }

    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
        self.init(value: value) { Text(title) }
    }

    // Apple's overloads for values a path can save; they keep the value as the ones above do.
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Decodable, P: Encodable, P: Hashable {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }

    public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Decodable, P: Encodable, P: Hashable {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S, P>(_ title: S, value: P?) where Label == Text, S: StringProtocol, P: Decodable, P: Encodable, P: Hashable {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let node = _Node(.navigationLink, path: context.path)
        node.children = context.appending("label").render(label)
        // Outside a navigation stack, or with a nil value, a link does nothing.
        if let stack = context.stack {
            switch target {
            case .value(let value?):
                node.action = { stack.push(value) }
            case .value(nil):
                break
            case .view(let destination):
                node.action = { stack.push(view: AnyView(destination)) }
            }
        }
        return [node]
    }
}

// MARK: - Modifiers

extension View {
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        _DestinationRegistration(content: self, make: destination)
    }

    public func navigationTitle(_ title: Text) -> some View {
        _TitleModifier(content: self, title: title.content)
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        _TitleModifier(content: self, title: titleKey.resolved)
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        _TitleModifier(content: self, title: String(title))
    }
}

struct _DestinationRegistration<Content: View, D: Hashable, C: View>: View, _PrimitiveView {
    typealias Body = Never

    let content: Content
    let make: (D) -> C

    func _render(in context: _RenderContext) -> [_Node] {
        let make = self.make
        context.stack?.destinations[ObjectIdentifier(D.self)] = { value in
            // The stack looks destinations up by the value's type, so the cast holds.
            AnyView(make(value.base as! D))
        }
        return context.render(content)
    }
}

struct _TitleModifier<Content: View>: View, _PrimitiveView {
    typealias Body = Never

    let content: Content
    let title: String

    func _render(in context: _RenderContext) -> [_Node] {
        let node = _Node(.modifier("navigationTitle"), path: context.path, children: context.appending(".navigationTitle").render(content))
        node.navigationTitle = title
        return [node]
    }
}
