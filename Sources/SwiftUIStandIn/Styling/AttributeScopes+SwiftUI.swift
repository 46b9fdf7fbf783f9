import Foundation

// SwiftUI's attributes of `AttributedString`: `text.foregroundColor = .red`, `text.font = .title`.
// `Text(_:)` of an attributed string shows its characters; the attributes style nothing the
// headless host draws.

extension AttributeScopes {
    public var swiftUI: AttributeScopes.SwiftUIAttributes.Type { AttributeScopes.SwiftUIAttributes.self }

    /// The attributes SwiftUI's `Text` reads, along with Foundation's.
    public struct SwiftUIAttributes: AttributeScope {
        public let font: AttributeScopes.SwiftUIAttributes.FontAttribute
        public let foregroundColor: AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute
        public let backgroundColor: AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute
        public let strikethroughStyle: AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute
        public let underlineStyle: AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute
        public let kern: AttributeScopes.SwiftUIAttributes.KerningAttribute
        public let tracking: AttributeScopes.SwiftUIAttributes.TrackingAttribute
        public let baselineOffset: AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute
        public let foundation: AttributeScopes.FoundationAttributes
        public let accessibility: AttributeScopes.AccessibilityAttributes

        @frozen
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        @frozen
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        @frozen
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }

        @frozen
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        @frozen
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        @frozen
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        @frozen
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        @frozen
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
    }
}
