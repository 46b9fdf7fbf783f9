// Gestures modifiers with no effect the headless host can show (it draws no pixels and has no
// system UI): each keeps its view, under a node named after the modifier, so content is unchanged.

extension View {
    public func defersSystemGestures(on edges: Edge.Set) -> some View {
        _Decorated(content: self, name: "defersSystemGestures")
    }

    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        _Decorated(content: self, name: "deleteDisabled")
    }

    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        _Decorated(content: self, name: "handlesExternalEvents")
    }

    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        _Decorated(content: self, name: "hoverEffectDisabled")
    }

    public func interactionActivityTrackingTag(_ tag: String) -> some View {
        _Decorated(content: self, name: "interactionActivityTrackingTag")
    }

    public func moveDisabled(_ isDisabled: Bool) -> some View {
        _Decorated(content: self, name: "moveDisabled")
    }

    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        _Decorated(content: self, name: "onHover")
    }

    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        _Decorated(content: self, name: "scrollPosition")
    }

    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        _Decorated(content: self, name: "selectionDisabled")
    }

    public func submitScope(_ isBlocking: Bool = true) -> some View {
        _Decorated(content: self, name: "submitScope")
    }

    public func widgetURL(_ url: URL?) -> some View {
        _Decorated(content: self, name: "widgetURL")
    }
}
