#if !canImport(Darwin)
import Foundation

// `String(localized: "Welcome, \(name)")` is how apps written since iOS 15 spell user-facing text;
// Foundation on Linux has neither `String.LocalizationValue` nor these initialisers. There is no
// string catalogue here, so a value reads as its key with the interpolations filled in, which is
// what Apple's Foundation returns for a key the app does not translate.

extension String {
    /// A string's key and value in a strings catalogue, written with interpolations.
    public struct LocalizationValue: Equatable, Hashable, Codable, Sendable, ExpressibleByStringInterpolation {
        let text: String

        public init(_ value: String) {
            text = value
        }

        public init(stringLiteral value: String) {
            text = value
        }

        public init(stringInterpolation: StringInterpolation) {
            text = stringInterpolation.text
        }

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var text = ""

            public init(literalCapacity: Int, interpolationCount: Int) {
                text.reserveCapacity(literalCapacity)
            }

            public mutating func appendLiteral(_ literal: String) {
                text += literal
            }

            public mutating func appendInterpolation<T>(_ value: T) {
                text += "\(value)"
            }

            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
                text += format.format(value)
            }

            public mutating func appendInterpolation(_ value: AttributedString) {
                text += String(value.characters)
            }
        }
    }

    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.text
    }

    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.text
    }
}

extension AttributedString {
    /// How a localized attributed string is built; Markdown in the value is always read.
    public struct LocalizationOptions: Hashable, Sendable {
        public init() {}
    }

    public init(localized keyAndValue: String.LocalizationValue, options: AttributedString.LocalizationOptions = .init(), table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = (try? AttributedString(markdown: keyAndValue.text)) ?? AttributedString(keyAndValue.text)
    }

    public init(localized key: StaticString, defaultValue: String.LocalizationValue, options: AttributedString.LocalizationOptions = .init(), table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self.init(localized: defaultValue, options: options, table: table, bundle: bundle, locale: locale, comment: comment)
    }
}
#endif
