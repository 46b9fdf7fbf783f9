#if !canImport(Darwin)
import Foundation

// `distance.formatted(.measurement(width: .wide))` and `Text(length, format: .measurement(width:
// .abbreviated))` (iOS 15) are how fitness, weather and recipe screens show a quantity; Linux's
// Foundation has neither the style nor `formatted`. The number is written with the number style
// and the unit as the width asks (its symbol, or its English name for `wide`). The unit is the one
// the measurement was made with: converting to the unit a locale prefers for a usage needs Apple's
// unit preference data, which Linux lacks.

extension Measurement where UnitType: Dimension {
    /// Formats a measurement: its value, then its unit at the width the style asks for.
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// How much room the unit takes: its full name, its symbol, or its symbol without a space.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let name: String

            public static var wide: Measurement<UnitType>.FormatStyle.UnitWidth { UnitWidth(name: "wide") }

            public static var abbreviated: Measurement<UnitType>.FormatStyle.UnitWidth { UnitWidth(name: "abbreviated") }

            public static var narrow: Measurement<UnitType>.FormatStyle.UnitWidth { UnitWidth(name: "narrow") }
        }

        public var width: Measurement<UnitType>.FormatStyle.UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// Whether a temperature leaves out its scale ("90°"), which only temperatures offer.
        var scaleNameHidden = false

        public init(
            width: Measurement<UnitType>.FormatStyle.UnitWidth,
            locale: Locale = .autoupdatingCurrent,
            usage: MeasurementFormatUnitUsage<UnitType> = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            let written = writtenParts(of: measurement)
            return written.value + written.separator + written.unit
        }

        public func locale(_ locale: Locale) -> Measurement<UnitType>.FormatStyle {
            var style = self
            style.locale = locale
            return style
        }

        public var attributed: Measurement<UnitType>.AttributedStyle {
            Measurement<UnitType>.AttributedStyle(style: self)
        }

        /// The value and the unit as this style writes them, and what goes between them; the
        /// attributed style marks the same parts.
        func writtenParts(of measurement: Measurement<UnitType>) -> (value: String, separator: String, unit: String) {
            let value = (numberFormatStyle ?? FloatingPointFormatStyle<Double>()).locale(locale).format(measurement.value)
            let symbol = measurement.unit.symbol
            if width == .wide {
                let unit = UnitNames.english[symbol].map { measurement.value == 1 ? $0.one : $0.other } ?? symbol
                return (value, " ", scaleNameHidden ? (measurement.value == 1 ? "degree" : "degrees") : unit)
            }
            // A degree sign sits against its number at every width ("21°C").
            let unit = scaleNameHidden && symbol.hasPrefix("°") ? "°" : symbol
            return (value, width == .narrow || unit.hasPrefix("°") ? "" : " ", unit)
        }
    }

    public func formatted<S>(_ style: S) -> S.FormatOutput where S: Foundation.FormatStyle, S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }

    public func formatted() -> String {
        formatted(Measurement<UnitType>.FormatStyle(width: .abbreviated))
    }
}

extension Measurement.FormatStyle where UnitType == UnitTemperature {
    public init(
        width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated,
        locale: Locale = .autoupdatingCurrent,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        hidesScaleName: Bool = false,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) {
        self.init(width: width, locale: locale, usage: usage, numberFormatStyle: numberFormatStyle)
        scaleNameHidden = hidesScaleName
    }

    public var hidesScaleName: Bool {
        get { scaleNameHidden }
        set { scaleNameHidden = newValue }
    }
}

extension FormatStyle {
    public static func measurement<UnitType>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle, UnitType: Dimension {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }

    public static func measurement(
        width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated,
        usage: MeasurementFormatUnitUsage<UnitTemperature> = .general,
        hidesScaleName: Bool = false,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitTemperature>.FormatStyle {
        Measurement<UnitTemperature>.FormatStyle(width: width, usage: usage, hidesScaleName: hidesScaleName, numberFormatStyle: numberFormatStyle)
    }
}

/// The English names of the units apps show most, by symbol; any other unit is written with its symbol.
enum UnitNames {
    static let english: [String: (one: String, other: String)] = [
        "km": ("kilometer", "kilometers"), "m": ("meter", "meters"), "cm": ("centimeter", "centimeters"),
        "mm": ("millimeter", "millimeters"), "mi": ("mile", "miles"), "yd": ("yard", "yards"),
        "ft": ("foot", "feet"), "in": ("inch", "inches"),
        "kg": ("kilogram", "kilograms"), "g": ("gram", "grams"), "lb": ("pound", "pounds"), "oz": ("ounce", "ounces"),
        "°C": ("degree Celsius", "degrees Celsius"), "°F": ("degree Fahrenheit", "degrees Fahrenheit"), "K": ("kelvin", "kelvins"),
        "s": ("second", "seconds"), "min": ("minute", "minutes"), "hr": ("hour", "hours"),
        "L": ("liter", "liters"), "mL": ("milliliter", "milliliters"),
        "km/h": ("kilometer per hour", "kilometers per hour"), "mph": ("mile per hour", "miles per hour"),
        "m/s": ("meter per second", "meters per second"), "kCal": ("kilocalorie", "kilocalories"),
    ]
}
#endif
