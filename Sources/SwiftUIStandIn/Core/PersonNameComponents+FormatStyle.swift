#if !canImport(Darwin)
import Foundation

// `name.formatted(.name(style: .short))` (iOS 15) is how a profile or contact screen shows a name;
// Foundation on Linux has neither the style nor `formatted`. Names are written in English order,
// as Apple's documentation shows them for an English locale.

extension PersonNameComponents {
    /// Formats a person's name at the length its style asks for.
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        public enum Style: Int, Codable, Hashable, Sendable {
            case short = 1
            case medium = 2
            case long = 3
            case abbreviated = 4
        }

        public var style: PersonNameComponents.FormatStyle.Style
        public var locale: Locale

        public init(style: PersonNameComponents.FormatStyle.Style = .medium, locale: Locale = .autoupdatingCurrent) {
            self.style = style
            self.locale = locale
        }

        public func format(_ value: PersonNameComponents) -> String {
            let parts: [String?]
            switch style {
            case .short: parts = [value.nickname ?? value.givenName]
            case .medium: parts = [value.givenName, value.familyName]
            case .long: parts = [value.namePrefix, value.givenName, value.middleName, value.familyName, value.nameSuffix]
            case .abbreviated:
                return [value.givenName, value.familyName].compactMap { $0?.first.map(String.init) }.joined()
            }
            return parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        }

        public func locale(_ locale: Locale) -> PersonNameComponents.FormatStyle {
            var style = self
            style.locale = locale
            return style
        }
    }

    public func formatted<S>(_ style: S) -> S.FormatOutput where S: Foundation.FormatStyle, S.FormatInput == PersonNameComponents {
        style.format(self)
    }

    public func formatted() -> String {
        formatted(FormatStyle())
    }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self {
        PersonNameComponents.FormatStyle(style: style)
    }
}
#endif
