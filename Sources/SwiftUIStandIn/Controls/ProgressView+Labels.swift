import Foundation

// Progress views with a label view, a current-value label, or a span of time. The headless host
// draws the label and the fraction done; the current-value label is not drawn.

extension ProgressView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.init(label: label(), fraction: progressFraction(value, total))
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(label: label(), fraction: progressFraction(value, total))
    }

    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) where CurrentValueLabel == DefaultDateProgressLabel {
        self.init(label: label(), fraction: timerFraction(timerInterval, countsDown: countsDown))
    }

    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(label: label(), fraction: timerFraction(timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(label: EmptyView(), fraction: timerFraction(timerInterval, countsDown: countsDown))
    }
}

/// The time left (or gone) of a timer progress view, as text.
public struct DefaultDateProgressLabel: View {
    public var body: some View {
        EmptyView()
    }
}

private func progressFraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value, total > 0 else { return nil }
    return Double(min(max(value / total, 0), 1))
}

/// How far through the interval now is; counting down, how much is left.
private func timerFraction(_ interval: ClosedRange<Date>, countsDown: Bool) -> Double? {
    let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
    guard length > 0 else { return nil }
    let done = min(max(Date().timeIntervalSince(interval.lowerBound) / length, 0), 1)
    return countsDown ? 1 - done : done
}
