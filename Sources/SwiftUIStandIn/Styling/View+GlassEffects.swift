// iOS 26's Liquid Glass modifiers. The headless host draws no material, blur or morphing, so
// each keeps its content under a node named after the modifier.

extension View {
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        _Decorated(content: self, name: "glassEffect")
    }

    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        _Decorated(content: self, name: "glassEffectID")
    }

    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        _Decorated(content: self, name: "glassEffectUnion")
    }

    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        _Decorated(content: self, name: "glassEffectTransition", detail: transition.name)
    }

    /// Mirrors the view under the sidebar or inspector on a device; drawn once here.
    public func backgroundExtensionEffect() -> some View {
        _Decorated(content: self, name: "backgroundExtensionEffect")
    }

    public func backgroundExtensionEffect(isEnabled: Bool) -> some View {
        _Decorated(content: self, name: "backgroundExtensionEffect")
    }
}
