import Foundation

/// The moments at which a `TimelineView` is redrawn.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date

    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// Whether the device asks a schedule for fewer updates (always-on display).
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}

/// Every `interval` seconds from `startDate`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        public mutating func next() -> Date? {
            defer { upcoming += interval }
            return upcoming
        }
    }

    let startDate: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: self.startDate, interval: interval)
    }
}

/// At the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date

        public mutating func next() -> Date? {
            defer { upcoming += 60 }
            return upcoming
        }
    }

    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate)
    }
}

/// As often as an animation redraws.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        public mutating func next() -> Date? {
            defer { upcoming += interval }
            return upcoming
        }
    }

    let minimumInterval: Double?

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
    }

    public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: start, interval: minimumInterval ?? 1.0 / 60)
    }
}

/// At the given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) {
        self.dates = dates
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        dates
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
