import Foundation

/// The keyframes of one property of a value, by key path: `KeyframeTrack(\.scale) { … }`; without
/// a key path, of the whole value.
nonisolated public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes, PrimitiveKeyframes
where Value == Content.Value {
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.init(\Root.self, content: content)
    }

    public var body: Self { self }

    func tracks<R>(of root: R.Type) -> [KeyframeTrackPlayer<R>] {
        let segments = keyframeSegments(content)
        let keyPath = keyPath
        let player = KeyframeTrackPlayer<Root>(duration: segments.reduce(0) { $0 + $1.duration }) { time, root in
            root[keyPath: keyPath] = keyframeValue(of: segments, from: root[keyPath: keyPath], at: time)
        }
        return [player] as? [KeyframeTrackPlayer<R>] ?? []
    }
}

extension KeyframeTrack {
    // A track animates a part of `Root`, so its keyframes are keyframes of `Root`. Declared here,
    // outside the type, where it takes the name from the generic parameter, as SwiftUI's does.
    public typealias Value = Root
}

/// The value a track's keyframes give at `time`, starting from `initial`: each keyframe runs
/// from the previous one's value to its own, and after the last the value stays there.
nonisolated func keyframeValue<Value: Animatable>(of segments: [KeyframeSegment<Value>], from initial: Value, at time: TimeInterval) -> Value {
    let starts = [initial] + segments.map(\.target)
    var elapsed = 0.0
    for (index, segment) in segments.enumerated() {
        guard max(time, 0) < elapsed + segment.duration else {
            elapsed += segment.duration
            continue
        }
        let local = max(time, 0) - elapsed
        let progress = local / segment.duration
        let start = starts[index].animatableData
        let target = segment.target.animatableData
        var result = segment.target
        switch segment.motion {
        case .move:
            break
        case .linear(let curve):
            result.animatableData = start + (target - start).scaled(by: curve.value(at: progress))
        case .spring(let spring, let startVelocity):
            let velocity = startVelocity?.animatableData ?? .zero
            result.animatableData = start + spring.value(target: target - start, initialVelocity: velocity, time: local)
        case .cubic(let startVelocity, let endVelocity):
            // Hermite interpolation; a missing velocity is the Catmull-Rom tangent through the
            // neighbouring keyframes, which keeps the motion smooth across them.
            let before = starts[max(index - 1, 0)].animatableData
            let after = index + 1 < segments.count ? segments[index + 1].target.animatableData : target
            let m0 = startVelocity.map { $0.animatableData.scaled(by: segment.duration) } ?? (target - before).scaled(by: 0.5)
            let m1 = endVelocity.map { $0.animatableData.scaled(by: segment.duration) } ?? (after - start).scaled(by: 0.5)
            let (p, p2, p3) = (progress, progress * progress, progress * progress * progress)
            result.animatableData = start.scaled(by: 2 * p3 - 3 * p2 + 1) + m0.scaled(by: p3 - 2 * p2 + p)
                + target.scaled(by: -2 * p3 + 3 * p2) + m1.scaled(by: p3 - p2)
        }
        return result
    }
    return starts[starts.count - 1]
}
