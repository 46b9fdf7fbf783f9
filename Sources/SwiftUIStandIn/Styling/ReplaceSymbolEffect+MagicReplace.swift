// iOS 18's Magic Replace, which morphs the parts two symbols share (a bell gaining a slash), with
// a plain replacement to fall back on. The headless host plays no animation.

extension ReplaceSymbolEffect {
    /// Replaces a symbol by animating what it shares with the next one.
    public struct MagicReplace: ContentTransitionSymbolEffect {}

    public func magic(fallback: ReplaceSymbolEffect) -> ReplaceSymbolEffect.MagicReplace {
        MagicReplace()
    }

    public static var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect() }

    public static var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect() }

    public static var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
