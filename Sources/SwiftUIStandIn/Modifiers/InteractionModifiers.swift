// Modifiers that change what a person can do: disabling controls, reacting to changes,
// submitting text, and the keyboard a text field asks for.

private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// False inside `.disabled(true)`: buttons and controls there do nothing when tapped.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension _RenderContext {
    /// Whether controls drawn here respond, as `.disabled` decides.
    package var isEnabled: Bool {
        environment.isEnabled
    }
}

extension View {
    /// Controls inside stop responding, as on a device: the host can't tap a disabled button.
    public func disabled(_ disabled: Bool) -> some View {
        _Decorated(content: _EnvironmentWriter(content: self) { $0.isEnabled = $0.isEnabled && !disabled }, name: "disabled", detail: disabled ? "true" : nil)
    }

    /// Runs `action` after a draw in which `value` differs from the draw before.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        _Decorated(content: self, name: "onChange") { _, context in
            context.graph.noteChange(at: context.path, value: value, initial: initial) { old, new in action(old, new) }
        }
    }

    /// Runs `action` after a draw in which `value` differs from the draw before.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        _Decorated(content: self, name: "onChange") { _, context in
            context.graph.noteChange(at: context.path, value: value, initial: initial) { (_: V, _: V) in action() }
        }
    }

    @available(*, deprecated, message: "Use onChange with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        _Decorated(content: self, name: "onChange") { _, context in
            context.graph.noteChange(at: context.path, value: value, initial: false) { (_: V, new: V) in action(new) }
        }
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        _Decorated(content: self, name: "onDisappear")
    }

    /// Runs `action` when the person presses Return in a text field inside.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        _Decorated(content: _EnvironmentWriter(content: self) { $0.submitAction = action }, name: "onSubmit")
    }

    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        _Decorated(content: self, name: "submitLabel")
    }

    @available(macOS, unavailable)
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        _Decorated(content: self, name: "keyboardType")
    }

    @available(macOS, unavailable)
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        _Decorated(content: self, name: "autocapitalization")
    }

    @available(macOS, unavailable)
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        _Decorated(content: self, name: "textInputAutocapitalization")
    }

    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        _Decorated(content: self, name: "autocorrectionDisabled")
    }

    @available(*, deprecated, renamed: "autocorrectionDisabled")
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        _Decorated(content: self, name: "autocorrectionDisabled")
    }

    @available(macOS, unavailable)
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        _Decorated(content: self, name: "textContentType")
    }

    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        let items = menuItems()
        return _Decorated(content: self, name: "contextMenu") { node, context in
            let inner = context.appending("+contextMenu")
            node.children.append(_Node(.menu("context menu"), path: inner.path, children: inner.render(items)))
        }
    }
}

public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: RawValue) {
        self.rawValue = rawValue
    }

    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

public struct SubmitLabel: Sendable {
    let name: String

    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// The keyboards a text field can ask for. The type is UIKit's; SwiftUI on iOS re-exports it,
/// so SwiftUI code names it without importing UIKit.
@available(macOS, unavailable)
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// UIKit's capitalisation styles, re-exported by SwiftUI on iOS.
@available(macOS, unavailable)
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// UIKit's content types for text fields, re-exported by SwiftUI on iOS.
@available(macOS, unavailable)
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let name = UITextContentType(rawValue: "name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

@available(macOS, unavailable)
public struct TextInputAutocapitalization: Sendable {
    let name: String

    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

