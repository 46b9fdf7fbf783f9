#if !canImport(Darwin)
import Foundation

// `name.formatted(.name(style: .long).attributed)` (iOS 15) lets a view style one part of a name,
// finding it by Foundation's `personNameComponent` attribute; Linux's Foundation has the attribute
// but not the style. The parts are those the string style writes, and the spaces between them are
// marked as delimiters.

extension PersonNameComponents {
    /// Formats a person's name as an attributed string whose runs say which part of the name they are.
    public struct AttributedStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        public var style: PersonNameComponents.FormatStyle.Style
        public var locale: Locale

        public init(style: PersonNameComponents.FormatStyle.Style = .medium, locale: Locale = .autoupdatingCurrent) {
            self.style = style
            self.locale = locale
        }

        public func format(_ value: PersonNameComponents) -> AttributedString {
            let written = PersonNameComponents.FormatStyle(style: style, locale: locale).writtenParts(of: value)
            var name = AttributedString()
            for (index, part) in written.parts.enumerated() {
                if index > 0, !written.separator.isEmpty {
                    var delimiter = AttributedString(written.separator)
                    delimiter.personNameComponent = .delimiter
                    name.append(delimiter)
                }
                var run = AttributedString(part.text)
                run.personNameComponent = part.component
                name.append(run)
            }
            return name
        }

        public func locale(_ locale: Locale) -> PersonNameComponents.AttributedStyle {
            var style = self
            style.locale = locale
            return style
        }
    }
}

extension PersonNameComponents.FormatStyle {
    public var attributed: PersonNameComponents.AttributedStyle {
        PersonNameComponents.AttributedStyle(style: style, locale: locale)
    }
}
#endif
