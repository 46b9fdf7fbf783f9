/// How a glass shape appears and disappears inside a `GlassEffectContainer`; the headless host
/// draws no animation, so a transition only names itself.
public struct GlassEffectTransition {
    let name: String

    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }

    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }

    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}
