import Foundation

/// Hardware-keyboard handlers. Nothing in the headless host presses keys, so each keeps its
/// content and never calls its action.
extension View {
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        _Decorated(content: self, name: "onKeyPress")
    }

    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        _Decorated(content: self, name: "onKeyPress")
    }

    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        _Decorated(content: self, name: "onKeyPress")
    }

    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        _Decorated(content: self, name: "onKeyPress")
    }

    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        _Decorated(content: self, name: "onKeyPress")
    }
}
