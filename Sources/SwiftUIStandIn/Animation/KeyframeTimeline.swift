import Foundation

/// Keyframes laid out in time, to read the value at any moment: what a keyframe animator plays,
/// here computed by the host for code that samples it (`timeline.value(time: 0.5)`).
nonisolated public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [KeyframeTrackPlayer<Value>]

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = keyframeTracks(content())
    }

    /// The length of the longest track.
    public var duration: TimeInterval {
        tracks.map(\.duration).max() ?? 0
    }

    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks {
            track.apply(time, &value)
        }
        return value
    }

    /// The value at a fraction of the duration, from 0 to 1.
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }
}
