import Foundation

/// Dates and times as the logs print them, in one time zone.
package struct SessionClock {
    var timeZone: TimeZone

    package init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    private func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = timeZone
        formatter.dateFormat = format
        return formatter
    }

    package func day(_ date: Date) -> String { formatter("yyyy-MM-dd").string(from: date) }
    package func time(_ date: Date) -> String { formatter("HH:mm").string(from: date) }
    func stamp(_ date: Date) -> String { formatter("yyyyMMdd-HHmmss").string(from: date) }

    /// "(UTC+01:00)", so a reader in another zone can place the times.
    func zoneLabel(_ date: Date) -> String {
        let seconds = timeZone.secondsFromGMT(for: date)
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return "(UTC\(sign)\(String(format: "%02d:%02d", minutes / 60, minutes % 60)))"
    }
}
