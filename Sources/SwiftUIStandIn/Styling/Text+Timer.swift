import Foundation

extension Text {
    /// A timer counting down to the end of `timerInterval` (or up from its start). The host
    /// draws it once, so it reads the time left (or passed) when the view is drawn: "4:05".
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(verbatim: Self.timerText(timerInterval, at: pauseTime ?? Date(), countsDown: countsDown, showsHours: showsHours))
    }

    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: NSObject {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: ReferenceConvertible {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// The clock text of a timer at `moment`, held within the interval as Apple's is.
    static func timerText(_ interval: ClosedRange<Date>, at moment: Date, countsDown: Bool, showsHours: Bool) -> String {
        let clamped = min(max(moment, interval.lowerBound), interval.upperBound)
        let elapsed = countsDown ? interval.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(interval.lowerBound)
        let seconds = Int(elapsed.rounded(.down))
        let hours = seconds / 3600
        let minutes = showsHours ? (seconds % 3600) / 60 : seconds / 60
        let clock = String(format: "%d:%02d", minutes, seconds % 60)
        return showsHours && hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, seconds % 60) : clock
    }
}

extension LocalizedStringKey.StringInterpolation {
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        output += date.formatted()
    }

    public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        output += Text.timerText(timerInterval, at: pauseTime ?? Date(), countsDown: countsDown, showsHours: showsHours)
    }
}
