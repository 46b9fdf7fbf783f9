/// A modifier that only leaves a note in the tree (`font`, `tint`, ...) or attaches data the
/// host reads (a search field, a refresh action).
struct _Decorated<Content: View>: View, _PrimitiveView {
    typealias Body = Never

    let content: Content
    let name: String
    var detail: String?
    var decorate: (@MainActor (_Node, _RenderContext) -> Void)?

    func _render(in context: _RenderContext) -> [_Node] {
        // The content sits one level down, so that stacked modifiers (two `.task`s) each have
        // an identity of their own.
        let node = _Node(.modifier(name), path: context.path, children: context.appending("." + name).render(content))
        node.detail = detail
        decorate?(node, context)
        return [node]
    }
}

// MARK: - Styling

extension View {
    public func font(_ font: Font?) -> some View {
        _Decorated(content: self, name: "font", detail: font?.name)
    }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "foregroundStyle", detail: String(describing: style))
    }

    public func tint(_ tint: Color?) -> some View {
        _Decorated(content: self, name: "tint", detail: tint?.description)
    }

    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        _Decorated(content: self, name: "tint", detail: tint.map { String(describing: $0) })
    }

    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "buttonStyle", detail: String(describing: S.self))
    }
}

// MARK: - Search and refresh

/// Where a search field goes.
public struct SearchFieldPlacement: Sendable {
    let name: String

    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
}

extension View {
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        _Decorated(content: _EnvironmentWriter(content: self) { $0.setSearch(text) }, name: "searchable") { node, _ in
            node.text = text
            node.prompt = prompt?.content
        }
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @preconcurrency
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        _Decorated(content: _EnvironmentWriter(content: self) { $0.refresh = RefreshAction(action: action) }, name: "refreshable") { node, _ in
            node.refresh = action
        }
    }
}

// MARK: - Tasks

extension View {
    public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        _Decorated(content: self, name: "task") { node, context in
            let request = _TaskRequest(id: nil, matches: { $0 == nil }, priority: priority, action: action)
            context.graph.requestTask(at: context.path, request)
        }
    }

    public func task<T: Equatable>(
        id value: T,
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        _Decorated(content: self, name: "task") { node, context in
            // The task restarts when the id changes.
            let request = _TaskRequest(id: value, matches: { ($0 as? T) == value }, priority: priority, action: action)
            context.graph.requestTask(at: context.path, request)
        }
    }
}

// MARK: - Sheets

extension View {
    public func sheet<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        _SheetPresenter(
            content: self,
            presentation: { isPresented.wrappedValue ? ("sheet", AnyView(content())) : nil },
            close: { isPresented.wrappedValue = false },
            onDismiss: onDismiss
        )
    }

    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        _SheetPresenter(
            content: self,
            presentation: { item.wrappedValue.map { ("sheet-\($0.id)", AnyView(content($0))) } },
            close: { item.wrappedValue = nil },
            onDismiss: onDismiss
        )
    }
}

struct _SheetPresenter<Content: View>: View, _PrimitiveView {
    typealias Body = Never

    let content: Content
    let presentation: @MainActor () -> (key: String, view: AnyView)?
    let close: @MainActor () -> Void
    let onDismiss: (() -> Void)?

    func _render(in context: _RenderContext) -> [_Node] {
        let node = _Node(.modifier("sheet"), path: context.path, children: context.appending(".sheet").render(content))
        guard let (key, view) = presentation() else { return [node] }
        var inner = context.appending("+" + key)
        // A sheet is a new screen: links inside it don't push onto the presenter's stack.
        inner.stack = nil
        inner.environment.setDismiss(close)
        let sheet = _Node(.sheet, path: inner.path, children: inner.render(view))
        sheet.dismiss = close
        node.children.append(sheet)
        context.graph.noteSheetShown(at: inner.path, onDismiss: onDismiss)
        return [node]
    }
}

// MARK: - Swipe actions

extension View {
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing,
        allowsFullSwipe: Bool = true,
        @ViewBuilder content: () -> T
    ) -> some View {
        let actions = content()
        return _Decorated(content: self, name: "swipeActions") { node, context in
            let inner = context.appending("+swipeActions")
            node.children.append(_Node(.swipeActions, path: inner.path, children: inner.render(actions)))
        }
    }
}

// MARK: - Appearing and links

extension View {
    /// Runs `action` once each time the view appears, right after the draw that brought it.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        _Decorated(content: self, name: "onAppear") { _, context in
            if let action {
                context.graph.noteAppearance(at: context.path, action: action)
            }
        }
    }

    /// Accepted so that app code compiles; the headless host never opens a link itself, so a
    /// test calls the handler's target (a router's `handle(url:)`) directly.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        _Decorated(content: self, name: "onOpenURL")
    }
}

// MARK: - Spacing and size

/// The sides of a rectangle, for `padding(_:_:)`.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public init(_ edge: Edge) {
            rawValue = 1 << edge.rawValue
        }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.horizontal, .vertical]
    }
}

// The host draws no pixels, so spacing and size only leave a note in the tree.
extension View {
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _Decorated(content: self, name: "padding", detail: length.map { "\($0)" })
    }

    public func padding(_ length: CGFloat) -> some View {
        _Decorated(content: self, name: "padding", detail: "\(length)")
    }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _Decorated(content: self, name: "frame")
    }

    public func frame(
        minWidth: CGFloat? = nil,
        idealWidth: CGFloat? = nil,
        maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        _Decorated(content: self, name: "frame")
    }
}
