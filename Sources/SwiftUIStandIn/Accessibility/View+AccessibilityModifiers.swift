// Accessibility modifiers with no effect the headless host can show (it draws no pixels and has no
// system UI): each keeps its view, under a node named after the modifier, so content is unchanged.

extension View {
    public func speechAdjustedPitch(_ value: Double) -> some View {
        _Decorated(content: self, name: "speechAdjustedPitch")
    }

    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View {
        _Decorated(content: self, name: "speechAlwaysIncludesPunctuation")
    }

    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View {
        _Decorated(content: self, name: "speechAnnouncementsQueued")
    }

    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View {
        _Decorated(content: self, name: "speechSpellsOutCharacters")
    }
}
