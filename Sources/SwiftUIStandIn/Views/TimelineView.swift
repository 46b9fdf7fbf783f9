import Foundation

/// A view redrawn on a schedule (a clock, a countdown). The headless host draws it once, for the
/// moment it is drawn, so a test reads what the screen shows now.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// What the content is drawn for: the moment, and how often the schedule asks for redraws.
    public struct Context {
        public enum Cadence: Comparable, Sendable {
            case live
            case seconds
            case minutes
        }

        public let date: Date
        public let cadence: Cadence

        /// Asks for the content to be drawn again; the headless host draws it on every render anyway.
        public func invalidateTimelineContent() {}
    }
}

public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    public typealias Body = Never

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The spelling whose context is this timeline's own type; disfavoured, so a closure both
    /// accept keeps resolving to the one above. It is given the same moment and cadence.
    @_disfavoredOverload
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineView<Schedule, Content>.Context) -> Content) {
        self.init(schedule) { (moment: TimelineViewDefaultContext) -> Content in
            let cadence: Context.Cadence = switch moment.cadence {
            case .live: .live
            case .seconds: .seconds
            case .minutes: .minutes
            }
            return content(Context(date: moment.date, cadence: cadence))
        }
    }
}

extension TimelineView: _PrimitiveBody, _PrimitiveView where Content: View {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let now = TimelineViewDefaultContext(date: Date(), cadence: .live)
        return context.render(content(now))
    }
}
