// How VoiceOver speaks a text, and lines with a dash pattern. None of it changes what a test
// reads, so each keeps the text as it is.

extension Text {
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }

    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { self }

    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text { self }
}
