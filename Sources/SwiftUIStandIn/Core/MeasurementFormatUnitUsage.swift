#if !canImport(Darwin)
import Foundation

// What a formatted measurement is for (`.measurement(width: .wide, usage: .asProvided)`, iOS 15);
// Linux's Foundation lacks it. On Apple platforms a usage other than `asProvided` picks the unit
// the locale prefers for that purpose; the stand-in keeps the unit the measurement was made with
// (see Measurement.FormatStyle), so a usage is carried but changes nothing.

/// The purpose of a formatted measurement, which decides the unit it is shown in.
public struct MeasurementFormatUnitUsage<UnitType>: Codable, Hashable, Sendable where UnitType: Dimension {
    let purpose: String

    public static var general: MeasurementFormatUnitUsage<UnitType> { MeasurementFormatUnitUsage(purpose: "general") }

    public static var asProvided: MeasurementFormatUnitUsage<UnitType> { MeasurementFormatUnitUsage(purpose: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    public static var person: MeasurementFormatUnitUsage<UnitLength> { MeasurementFormatUnitUsage(purpose: "person") }

    public static var personHeight: MeasurementFormatUnitUsage<UnitLength> { MeasurementFormatUnitUsage(purpose: "personHeight") }

    public static var rainfall: MeasurementFormatUnitUsage<UnitLength> { MeasurementFormatUnitUsage(purpose: "rainfall") }

    public static var focalLength: MeasurementFormatUnitUsage<UnitLength> { MeasurementFormatUnitUsage(purpose: "focalLength") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    public static var person: MeasurementFormatUnitUsage<UnitTemperature> { MeasurementFormatUnitUsage(purpose: "person") }

    public static var weather: MeasurementFormatUnitUsage<UnitTemperature> { MeasurementFormatUnitUsage(purpose: "weather") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    public static var food: MeasurementFormatUnitUsage<UnitEnergy> { MeasurementFormatUnitUsage(purpose: "food") }

    public static var workout: MeasurementFormatUnitUsage<UnitEnergy> { MeasurementFormatUnitUsage(purpose: "workout") }
}
#endif
