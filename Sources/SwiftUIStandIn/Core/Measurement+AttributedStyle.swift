#if !canImport(Darwin)
import Foundation

// `distance.formatted(.measurement(width: .wide).attributed)` (iOS 15) lets a view style the number
// or the unit of a measurement, finding them by Foundation's `measurement` attribute; Linux's
// Foundation has the attribute but not the style. The parts are those the string style writes.

extension Measurement where UnitType: Dimension {
    /// Formats a measurement as an attributed string whose runs say which is the value and which the unit.
    @dynamicMemberLookup
    public struct AttributedStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        var style: Measurement<UnitType>.FormatStyle

        public func format(_ value: Measurement<UnitType>) -> AttributedString {
            let written = style.writtenParts(of: value)
            var number = AttributedString(written.value)
            number.measurement = .value
            var unit = AttributedString(written.unit)
            unit.measurement = .unit
            return number + AttributedString(written.separator) + unit
        }

        public func locale(_ locale: Locale) -> Measurement<UnitType>.AttributedStyle {
            Measurement<UnitType>.AttributedStyle(style: style.locale(locale))
        }

        public subscript<T>(dynamicMember key: KeyPath<Measurement<UnitType>.FormatStyle, T>) -> T {
            style[keyPath: key]
        }
    }
}
#endif
