// Alerts and confirmation dialogs. One that is up is a layer over the screen, like a sheet:
// the host finds its title, message and buttons, and a test taps a button to answer it. As
// Apple documents, every action dismisses the alert after it runs, an alert without actions
// gets an OK button, and a confirmation dialog gets a Cancel button when it has none.

/// Draws `content` and, while `presentation` gives one, an alert or dialog over it.
struct _AlertPresenter<Content: View>: View, _PrimitiveView {
    typealias Body = Never

    enum Style {
        case alert
        case confirmationDialog
    }

    let content: Content
    let style: Style
    let presentation: @MainActor () -> (title: String, actions: AnyView, message: AnyView)?
    let close: @MainActor () -> Void

    func _render(in context: _RenderContext) -> [_Node] {
        let name = style == .alert ? "alert" : "confirmationDialog"
        let node = _Node(.modifier(name), path: context.path, children: context.appending("." + name).render(content))
        guard let (title, actions, message) = presentation() else { return [node] }
        let inner = context.appending("+" + name)
        let close = self.close
        var buttons = inner.appending("actions").render(actions).flatMap(Self.buttons)
        if buttons.isEmpty || (style == .confirmationDialog && !buttons.contains { $0.role == .cancel }) {
            let fallback = style == .alert ? "OK" : "Cancel"
            buttons += Button(fallback, role: style == .alert ? nil : .cancel) {}._render(in: inner.appending("default"))
        }
        for button in buttons {
            let action = button.action
            button.action = {
                action?()
                close()
            }
        }
        let layer = _Node(style == .alert ? .alert(title) : .confirmationDialog(title), path: inner.path)
        layer.children = inner.appending("message").render(message) + buttons
        layer.dismiss = close
        node.children.append(layer)
        return [node]
    }

    /// The buttons among `nodes`, however they are wrapped.
    @MainActor private static func buttons(_ node: _Node) -> [_Node] {
        node.kind == .button ? [node] : node.children.flatMap(buttons)
    }
}

extension View {
    fileprivate func presenting<A: View, M: View>(
        _ style: _AlertPresenter<Self>.Style, title: String, isPresented: Binding<Bool>, actions: A?, message: M
    ) -> _AlertPresenter<Self> {
        _AlertPresenter(
            content: self, style: style,
            presentation: { isPresented.wrappedValue ? (title, AnyView(actions), AnyView(message)) : nil },
            close: { isPresented.wrappedValue = false }
        )
    }
}

// MARK: - Alerts

extension View {
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presenting(.alert, title: titleKey.resolved, isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presenting(.alert, title: String(title), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presenting(.alert, title: title.content, isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presenting(.alert, title: titleKey.resolved, isPresented: isPresented, actions: actions(), message: message())
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presenting(.alert, title: String(title), isPresented: isPresented, actions: actions(), message: message())
    }

    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presenting(.alert, title: title.content, isPresented: isPresented, actions: actions(), message: message())
    }

    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        presenting(.alert, title: titleKey.resolved, isPresented: isPresented && data != nil, actions: data.map(actions), message: EmptyView())
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        presenting(.alert, title: String(title), isPresented: isPresented && data != nil, actions: data.map(actions), message: EmptyView())
    }

    public func alert<A, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A: View {
        presenting(.alert, title: title.content, isPresented: isPresented && data != nil, actions: data.map(actions), message: EmptyView())
    }

    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presenting(.alert, title: titleKey.resolved, isPresented: isPresented && data != nil, actions: data.map(actions), message: data.map(message))
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presenting(.alert, title: String(title), isPresented: isPresented && data != nil, actions: data.map(actions), message: data.map(message))
    }

    public func alert<A, M, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View {
        presenting(.alert, title: title.content, isPresented: isPresented && data != nil, actions: data.map(actions), message: data.map(message))
    }

    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        presenting(.alert, title: error?.errorDescription ?? "", isPresented: isPresented && error != nil, actions: actions(), message: EmptyView())
    }

    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> some View {
        presenting(.alert, title: error?.errorDescription ?? "", isPresented: isPresented && error != nil, actions: error.map(actions), message: error.map(message))
    }

    @available(iOS, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return presenting(.alert, title: alert.title.content, isPresented: isPresented, actions: alert.actions, message: alert.message)
    }

    @available(iOS, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let isPresented = Binding<Bool>(read: { item.wrappedValue != nil }, write: { if !$0 { item.wrappedValue = nil } })
        return presenting(.alert, title: alert?.title.content ?? "", isPresented: isPresented, actions: alert?.actions, message: alert?.message)
    }

    // MARK: Confirmation dialogs

    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        presenting(.confirmationDialog, title: titleKey.resolved, isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        presenting(.confirmationDialog, title: String(title), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        presenting(.confirmationDialog, title: title.content, isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presenting(.confirmationDialog, title: titleKey.resolved, isPresented: isPresented, actions: actions(), message: message())
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presenting(.confirmationDialog, title: String(title), isPresented: isPresented, actions: actions(), message: message())
    }

    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presenting(.confirmationDialog, title: title.content, isPresented: isPresented, actions: actions(), message: message())
    }

    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        presenting(.confirmationDialog, title: titleKey.resolved, isPresented: isPresented && data != nil, actions: data.map(actions), message: EmptyView())
    }

    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presenting(.confirmationDialog, title: titleKey.resolved, isPresented: isPresented && data != nil, actions: data.map(actions), message: data.map(message))
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        presenting(.confirmationDialog, title: String(title), isPresented: isPresented && data != nil, actions: data.map(actions), message: EmptyView())
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presenting(.confirmationDialog, title: String(title), isPresented: isPresented && data != nil, actions: data.map(actions), message: data.map(message))
    }

    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        presenting(.confirmationDialog, title: title.content, isPresented: isPresented && data != nil, actions: data.map(actions), message: EmptyView())
    }

    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presenting(.confirmationDialog, title: title.content, isPresented: isPresented && data != nil, actions: data.map(actions), message: data.map(message))
    }

    @available(iOS, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
    @available(macOS, unavailable)
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return presenting(.confirmationDialog, title: sheet.title.content, isPresented: isPresented, actions: sheet.actions, message: sheet.message)
    }

    @available(iOS, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead.")
    @available(macOS, unavailable)
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        let isPresented = Binding(read: { item.wrappedValue != nil }, write: { if !$0 { item.wrappedValue = nil } })
        return presenting(.confirmationDialog, title: sheet?.title.content ?? "", isPresented: isPresented, actions: sheet?.actions, message: sheet?.message)
    }
}

/// A binding that reads true only while both `binding` and `condition` hold.
private func && (binding: Binding<Bool>, condition: @autoclosure () -> Bool) -> Binding<Bool> {
    let holds = condition()
    return Binding(read: { binding.wrappedValue && holds }, write: { binding.wrappedValue = $0 })
}

// MARK: - The older Alert and ActionSheet types

/// An alert described as a value, for `alert(isPresented:content:)`.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// One button of an alert.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: nil, action: action)
        }

        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .cancel, action: action)
        }

        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    @MainActor var actions: some View {
        ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
            SwiftUI.Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}

/// A list of choices described as a value, for `actionSheet(isPresented:content:)`.
@available(macOS, unavailable)
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    public typealias Button = Alert.Button

    @MainActor var actions: some View {
        ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
            SwiftUI.Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}

// MARK: - Other presentations

extension View {
    /// A cover over the whole screen; the host shows it as a sheet.
    @available(macOS, unavailable)
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    @available(macOS, unavailable)
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item, onDismiss: onDismiss, content: content)
    }

    /// A popover; on an iPhone it is a sheet, and so it is here.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item, content: content)
    }

    // The iOS 13 spellings, with an edge always given; disfavoured, so a call both accept keeps
    // resolving to the ones above.
    @_disfavoredOverload
    public func popover<Content>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View {
        sheet(isPresented: isPresented, content: content)
    }

    @_disfavoredOverload
    public func popover<Item, Content>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View {
        sheet(item: item, content: content)
    }

    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        _Decorated(content: self, name: "presentationDetents")
    }

    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        _Decorated(content: self, name: "presentationDragIndicator")
    }

    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        _Decorated(content: self, name: "presentationCornerRadius")
    }

    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "presentationBackground")
    }

    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        _Decorated(content: self, name: "interactiveDismissDisabled")
    }
}

public struct PresentationDetent: Hashable, Sendable {
    let name: String

    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}

public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

public struct Anchor<Value>: Sendable {
    public struct Source: Sendable {
        public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
    }
}
