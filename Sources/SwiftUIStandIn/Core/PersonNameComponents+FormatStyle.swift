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
            let written = writtenParts(of: value)
            return written.parts.map(\.text).joined(separator: written.separator)
        }

        /// The parts of the name this style writes, in order, each with the component it comes
        /// from, and what goes between them; the attributed style marks the same parts.
        func writtenParts(of value: PersonNameComponents) -> (parts: [(text: String, component: NameComponent)], separator: String) {
            let parts: [(String?, NameComponent)]
            switch style {
            case .short:
                parts = [value.nickname.map { ($0, .nickname) } ?? (value.givenName, .givenName)]
            case .medium:
                parts = [(value.givenName, .givenName), (value.familyName, .familyName)]
            case .long:
                parts = [
                    (value.namePrefix, .namePrefix), (value.givenName, .givenName), (value.middleName, .middleName),
                    (value.familyName, .familyName), (value.nameSuffix, .nameSuffix),
                ]
            case .abbreviated:
                let initials = [(value.givenName, NameComponent.givenName), (value.familyName, .familyName)]
                return (initials.compactMap { name, component in name?.first.map { (String($0), component) } }, "")
            }
            let written = parts.compactMap { name, component in name.flatMap { $0.isEmpty ? nil : (text: $0, component: component) } }
            return (written, " ")
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

typealias NameComponent = AttributeScopes.FoundationAttributes.PersonNameComponentAttribute.Component

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self {
        PersonNameComponents.FormatStyle(style: style)
    }
}
#endif
