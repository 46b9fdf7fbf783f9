#if !canImport(Darwin)
import Foundation

/// Formats a duration the way a timer or a workout screen shows it ("1:05", "2h 10m").
///
/// Foundation on Linux declares this class unavailable. Declared here, in a module that imports
/// Foundation, it shadows that declaration for code that imports SwiftUI, as Foundation's does on
/// Apple platforms. English output, with Apple's unit styles and zero-formatting rules.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    public enum UnitsStyle: Int, Sendable {
        case positional = 0
        case abbreviated = 1
        case short = 2
        case full = 3
        case spellOut = 4
        case brief = 5
    }

    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    open var allowedUnits: NSCalendar.Unit = []
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    open var maximumUnitCount = 0
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var calendar: Calendar? = Calendar.current
    open var referenceDate: Date?
    open var formattingContext: Formatter.Context = .unknown

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    open override func string(for obj: Any?) -> String? {
        if let interval = obj as? TimeInterval { return string(from: interval) }
        if let components = obj as? DateComponents { return string(from: components) }
        return nil
    }

    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    open func string(from components: DateComponents) -> String? {
        let seconds = Self.units.reduce(0.0) { sum, unit in
            sum + Double(components.value(for: unit.component) ?? 0) * unit.seconds
        }
        return string(from: seconds + Double(components.nanosecond ?? 0) / 1_000_000_000)
    }

    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let negative = ti < 0
        var remaining = abs(ti).rounded()
        var parts: [(unit: Unit, value: Int)] = []
        for unit in chosenUnits {
            let value = Int(remaining / unit.seconds)
            remaining -= Double(value) * unit.seconds
            parts.append((unit, value))
        }
        parts = dropZeros(parts)
        if maximumUnitCount > 0 { parts = Array(parts.prefix(maximumUnitCount)) }
        var text = unitsStyle == .positional ? positional(parts) : spelled(parts)
        if negative { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    /// One unit of a duration: its calendar unit, its length and its names in each style.
    struct Unit {
        let calendarUnit: NSCalendar.Unit
        let component: Calendar.Component
        let seconds: Double
        let abbreviated: String
        let brief: String
        let short: String
        let full: String
    }

    static let units = [
        Unit(calendarUnit: .year, component: .year, seconds: 31_536_000, abbreviated: "y", brief: "yr", short: "yr", full: "year"),
        Unit(calendarUnit: .month, component: .month, seconds: 2_592_000, abbreviated: "mo", brief: "mth", short: "mth", full: "month"),
        Unit(calendarUnit: .weekOfMonth, component: .weekOfMonth, seconds: 604_800, abbreviated: "w", brief: "wk", short: "wk", full: "week"),
        Unit(calendarUnit: .day, component: .day, seconds: 86_400, abbreviated: "d", brief: "day", short: "day", full: "day"),
        Unit(calendarUnit: .hour, component: .hour, seconds: 3_600, abbreviated: "h", brief: "hr", short: "hr", full: "hour"),
        Unit(calendarUnit: .minute, component: .minute, seconds: 60, abbreviated: "m", brief: "min", short: "min", full: "minute"),
        Unit(calendarUnit: .second, component: .second, seconds: 1, abbreviated: "s", brief: "sec", short: "sec", full: "second"),
    ]

    /// The allowed units, largest first; with none set, days down to seconds, as Apple's default.
    private var chosenUnits: [Unit] {
        let allowed = allowedUnits.isEmpty ? [.day, .hour, .minute, .second] : allowedUnits
        return Self.units.filter { allowed.contains($0.calendarUnit) }
    }

    private func dropZeros(_ parts: [(unit: Unit, value: Int)]) -> [(unit: Unit, value: Int)] {
        var behavior = zeroFormattingBehavior
        if behavior.contains(.pad) { return parts }
        // Apple's default drops leading zeros in positional style and every zero otherwise.
        if behavior == .default { behavior = unitsStyle == .positional ? .dropLeading : .dropAll }
        var kept = parts
        if behavior.contains(.dropLeading) {
            // Positional style keeps minutes and seconds, so a short duration still reads "0:05".
            let keep = unitsStyle == .positional ? min(2, kept.count) : 1
            while kept.count > keep, kept.first?.value == 0 { kept.removeFirst() }
        }
        if behavior.contains(.dropTrailing) {
            while kept.count > 1, kept.last?.value == 0 { kept.removeLast() }
        }
        if behavior.contains(.dropMiddle), kept.count > 2 {
            kept = [kept[0]] + kept[1..<(kept.count - 1)].filter { $0.value != 0 } + [kept[kept.count - 1]]
        }
        if unitsStyle != .positional, kept.count > 1 { kept = kept.filter { $0.value != 0 } }
        return kept.isEmpty ? Array(parts.suffix(1)) : kept
    }

    private func positional(_ parts: [(unit: Unit, value: Int)]) -> String {
        let pad = zeroFormattingBehavior.contains(.pad)
        return parts.enumerated().map { index, part in
            index == 0 && !pad ? "\(part.value)" : String(format: "%02d", part.value)
        }.joined(separator: ":")
    }

    private func spelled(_ parts: [(unit: Unit, value: Int)]) -> String {
        let words = parts.map { part -> String in
            switch unitsStyle {
            case .abbreviated: return "\(part.value)\(part.unit.abbreviated)"
            case .brief: return "\(part.value)\(part.unit.brief)"
            case .short: return "\(part.value) \(part.unit.short)"
            case .spellOut:
                let number = NumberFormatter.localizedString(from: NSNumber(value: part.value), number: .spellOut)
                return "\(number) \(part.unit.full)\(part.value == 1 ? "" : "s")"
            case .full, .positional: return "\(part.value) \(part.unit.full)\(part.value == 1 ? "" : "s")"
            }
        }
        return words.joined(separator: unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", ")
    }
}
#endif
