// Focus modifiers with no effect the headless host can show (it draws no pixels and has no
// system UI): each keeps its view, under a node named after the modifier, so content is unchanged.

extension View {
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        _Decorated(content: self, name: "focusEffectDisabled")
    }

    public func focusedObject<T>(_ object: T) -> some View where T: ObservableObject {
        _Decorated(content: self, name: "focusedObject")
    }

    public func focusedObject<T>(_ object: T?) -> some View where T: ObservableObject {
        _Decorated(content: self, name: "focusedObject")
    }

    public func focusedSceneObject<T>(_ object: T) -> some View where T: ObservableObject {
        _Decorated(content: self, name: "focusedSceneObject")
    }

    public func focusedSceneObject<T>(_ object: T?) -> some View where T: ObservableObject {
        _Decorated(content: self, name: "focusedSceneObject")
    }
}
