import Foundation

// How VoiceOver reads a run of an attributed string (`password.accessibilitySpeechSpellsOutCharacters
// = true`). On Apple platforms Foundation declares these keys and SwiftUI's scope includes them;
// the headless host has no speech, so they only keep their values.

extension AttributeScopes {
    public var accessibility: AttributeScopes.AccessibilityAttributes.Type { AttributeScopes.AccessibilityAttributes.self }

    /// The attributes assistive technologies read.
    public struct AccessibilityAttributes: AttributeScope {
        public let accessibilityTextCustom: AttributeScopes.AccessibilityAttributes.TextCustomAttribute
        public let accessibilitySpeechPunctuation: AttributeScopes.AccessibilityAttributes.SpeechPunctuationAttribute
        public let accessibilitySpeechSpellsOutCharacters: AttributeScopes.AccessibilityAttributes.SpeechSpellsOutCharactersAttribute
        public let accessibilitySpeechIPANotation: AttributeScopes.AccessibilityAttributes.SpeechIPANotationAttribute
        public let accessibilitySpeechLanguage: AttributeScopes.AccessibilityAttributes.SpeechLanguageAttribute
        public let accessibilitySpeechPitch: AttributeScopes.AccessibilityAttributes.SpeechPitchAttribute
        public let accessibilitySpeechQueueAnnouncement: AttributeScopes.AccessibilityAttributes.SpeechQueueAnnouncementAttribute
        public let accessibilityTextHeadingLevel: AttributeScopes.AccessibilityAttributes.TextHeadingLevelAttribute

        @frozen
        public enum TextCustomAttribute: AttributedStringKey {
            public typealias Value = [String]
            public static let name = "UIAccessibilityTextAttributeCustom"
        }

        @frozen
        public enum SpeechPunctuationAttribute: AttributedStringKey {
            public typealias Value = Bool
            public static let name = "UIAccessibilitySpeechAttributePunctuation"
        }

        @frozen
        public enum SpeechSpellsOutCharactersAttribute: AttributedStringKey {
            public typealias Value = Bool
            public static let name = "UIAccessibilitySpeechAttributeSpellOut"
        }

        @frozen
        public enum SpeechIPANotationAttribute: AttributedStringKey {
            public typealias Value = String
            public static let name = "UIAccessibilitySpeechAttributeIPANotation"
        }

        @frozen
        public enum SpeechLanguageAttribute: AttributedStringKey {
            public typealias Value = String
            public static let name = "UIAccessibilitySpeechAttributeLanguage"
        }

        @frozen
        public enum SpeechPitchAttribute: AttributedStringKey {
            public typealias Value = Double
            public static let name = "UIAccessibilitySpeechAttributePitch"
        }

        @frozen
        public enum SpeechQueueAnnouncementAttribute: AttributedStringKey {
            public typealias Value = Bool
            public static let name = "UIAccessibilitySpeechAttributeQueueAnnouncement"
        }

        @frozen
        public enum TextHeadingLevelAttribute: AttributedStringKey {
            public typealias Value = Int
            public static let name = "UIAccessibilityTextAttributeHeadingLevel"
        }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.AccessibilityAttributes, T>) -> T {
        self[T.self]
    }
}
