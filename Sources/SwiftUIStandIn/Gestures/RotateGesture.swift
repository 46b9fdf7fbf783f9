/// iOS 17's two-finger rotation, whose value carries the angle, its speed and where it began.
/// The headless host performs no rotations.
nonisolated public struct RotateGesture: Gesture, _PrimitiveGesture {
    public typealias Body = Never

    public struct Value: Equatable, Sendable {
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
        public var time: Date
    }

    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}
