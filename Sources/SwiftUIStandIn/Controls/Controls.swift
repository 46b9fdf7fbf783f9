// MARK: - Button

/// What a button does, when it isn't an ordinary action.
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that runs an action when tapped.
nonisolated public struct Button<Label: View>: View {
    public typealias Body = Never

    let role: ButtonRole?
    let action: @MainActor () -> Void
    let label: Label

    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }
}

extension Button where Label == Text {
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

// Apple marks every button initialiser `@preconcurrency`, so a stored `() -> Void` closure
// passed as the action is at most a warning there; it must be no more here.
extension Button where Label == SwiftUI.Label<Text, Image> {
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }

    @preconcurrency
    public init(
        _ titleKey: LocalizedStringKey,
        systemImage: String,
        role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(
        _ title: S,
        systemImage: String,
        role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Button: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let node = _Node(.button, path: context.path)
        node.role = role
        node.action = context.graph.marked(action)
        node.isDisabled = !context.isEnabled
        node.children = context.appending("label").render(label)
        return [node]
    }
}

// MARK: - Button styles

/// How a button looks. The headless host draws every style the same way.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body

    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a button style gets to draw.
@MainActor @preconcurrency
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label.
    public struct Label: View, _PrimitiveView {
        public typealias Body = Never

        let content: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] {
            context.render(content)
        }
    }

    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void

    public func trigger() {
        action()
    }
}

public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

// MARK: - TextField

/// An editable line of text.
nonisolated public struct TextField<Label: View>: View {
    public typealias Body = Never

    let label: Label
    let text: Binding<String>
    let prompt: Text?

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

extension TextField: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let labelNodes = context.appending("label").render(label)
        let title = labelNodes.flatMap { $0._texts }.joined(separator: " ")
        let node = _Node(.textField(title), path: context.path)
        node.text = text
        node.isDisabled = !context.isEnabled
        node.prompt = prompt?.content
        node.submit = context.environment.submitAction.map { action in context.graph.marked { action() } }
        return [node]
    }
}

// MARK: - ProgressView

/// A spinner, or a bar when it knows how far along the work is.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never

    let label: Label
    let fraction: Double?
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init() where Label == EmptyView {
        self.init(label: EmptyView(), fraction: nil)
    }

    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), fraction: nil)
    }

    public init(_ titleKey: LocalizedStringKey) where Label == Text {
        self.init(label: Text(titleKey), fraction: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Label == Text {
        self.init(label: Text(title), fraction: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.init(label: EmptyView(), fraction: Self.fraction(value, total))
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text {
        self.init(label: Text(titleKey), fraction: Self.fraction(value, total))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) where Label == Text {
        self.init(label: Text(title), fraction: Self.fraction(value, total))
    }

    private static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value, total > 0 else { return nil }
        return Double(min(max(value / total, 0), 1))
    }
}

extension ProgressView: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let node = _Node(.progressView, path: context.path)
        node.fraction = fraction
        node.children = context.appending("label").render(label)
        return [node]
    }
}

// MARK: - ContentUnavailableView

/// Says why there is nothing to show, and maybe what to do about it.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    public typealias Body = Never

    let label: Label
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> Label,
        @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title: { Text(title) }, icon: { Image(name) }) }, description: { description })
    }

    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title: { Text(title) }, icon: { Image(name) }) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
    }
}

/// The parts of the standard "no search results" view.
public struct SearchUnavailableContent {
    public struct Label: View {
        public var body: some View {
            SwiftUI.Label("No Results", systemImage: "magnifyingglass")
        }
    }

    public struct Description: View {
        let query: String?

        public var body: some View {
            if let query {
                Text("Nothing matches “\(query)”. Check the spelling or try another search.")
            } else {
                Text("Check the spelling or try another search.")
            }
        }
    }

    public struct Actions: View {
        public var body: some View {
            EmptyView()
        }
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label,
    Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: Label(), description: Description(query: nil), actions: Actions())
    }

    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: Label(), description: Description(query: text), actions: Actions())
    }

    private init(label: Label, description: Description, actions: Actions) {
        self.label = label
        self.description = description
        self.actions = actions
    }
}

extension ContentUnavailableView: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let node = _Node(.contentUnavailable, path: context.path)
        node.children = context.appending("label").render(label)
            + context.appending("description").render(description)
            + context.appending("actions").render(actions)
        return [node]
    }
}

// MARK: - Helpers

extension _Node {
    /// The texts of this subtree, in reading order.
    package var _texts: [String] {
        if case .text(let text) = kind {
            return [text]
        }
        return children.flatMap { $0._texts }
    }
}
