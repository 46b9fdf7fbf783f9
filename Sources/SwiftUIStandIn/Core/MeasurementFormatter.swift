#if !canImport(Darwin)
import Foundation

/// Formats a measurement with its unit ("21.5 °C", "3 km"), as weather and fitness screens do.
///
/// Foundation on Linux declares this class unavailable; declared here it shadows that declaration
/// for code that imports SwiftUI (see DateComponentsFormatter). The value is written with the
/// number formatter and the unit's symbol; the unit is kept as given.
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    open var unitOptions: UnitOptions = []
    open var unitStyle: Formatter.UnitStyle = .medium
    open var locale: Locale! = Locale.current
    open var numberFormatter: NumberFormatter! = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 3
        return formatter
    }()

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open func string(from measurement: Measurement<Unit>) -> String {
        let number = numberFormatter.string(from: NSNumber(value: measurement.value)) ?? "\(measurement.value)"
        if unitOptions.contains(.temperatureWithoutUnit), measurement.unit is UnitTemperature {
            return number + "°"
        }
        let symbol = string(from: measurement.unit)
        return unitStyle == .short ? number + symbol : number + " " + symbol
    }

    public func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        string(from: Measurement<Unit>(value: measurement.value, unit: measurement.unit))
    }

    open func string(from unit: Unit) -> String {
        unit.symbol
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? Measurement<Unit>).map { string(from: $0) }
    }
}
#endif
