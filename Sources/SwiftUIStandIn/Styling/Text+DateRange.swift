import Foundation

// Text showing a span of time. Apple writes it in the locale's interval format ("9:00 – 10:30
// AM"); the headless host writes both ends as `Date.formatted()` does, joined by a dash.

extension Text {
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: Self.rangeText(dates))
    }

    public init(_ interval: DateInterval) {
        self.init(verbatim: Self.rangeText(interval.start...interval.end))
    }

    static func rangeText(_ dates: ClosedRange<Date>) -> String {
        "\(dates.lowerBound.formatted()) – \(dates.upperBound.formatted())"
    }
}

extension LocalizedStringKey.StringInterpolation {
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
        output += Text.rangeText(dates)
    }

    public mutating func appendInterpolation(_ interval: DateInterval) {
        output += Text.rangeText(interval.start...interval.end)
    }
}
