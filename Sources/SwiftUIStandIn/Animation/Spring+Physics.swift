import Foundation

// A spring's motion, solved in closed form: the displacement from the target decays as a damped
// harmonic oscillator (under-, critically or over-damped) with the spring's stiffness, damping
// and mass. Values move from zero towards `target`; the `fromValue:toValue:` forms move an
// animatable value through its animatable data.

nonisolated extension Spring {
    /// The weights of the start displacement and start velocity in the displacement and the
    /// velocity at `time`: x(t) = a·x₀ + b·v₀, x′(t) = da·x₀ + db·v₀.
    private func weights(at time: TimeInterval) -> (a: Double, b: Double, da: Double, db: Double) {
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let t = time
        if zeta < 1 {
            let alpha = zeta * omega
            let beta = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-alpha * t)
            let (c, s) = (cos(beta * t), sin(beta * t))
            let a = decay * (c + alpha / beta * s)
            let b = decay * s / beta
            let da = -decay * (alpha * alpha + beta * beta) / beta * s
            let db = decay * (c - alpha / beta * s)
            return (a, b, da, db)
        } else if zeta == 1 {
            let decay = exp(-omega * t)
            return (decay * (1 + omega * t), t * decay, -omega * omega * t * decay, decay * (1 - omega * t))
        } else {
            let root = omega * (zeta * zeta - 1).squareRoot()
            let (r1, r2) = (-zeta * omega + root, -zeta * omega - root)
            let (e1, e2) = (exp(r1 * t), exp(r2 * t))
            let a = (r1 * e2 - r2 * e1) / (r1 - r2)
            let b = (e1 - e2) / (r1 - r2)
            let da = r1 * r2 * (e2 - e1) / (r1 - r2)
            let db = (r1 * e1 - r2 * e2) / (r1 - r2)
            return (a, b, da, db)
        }
    }

    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let w = weights(at: time)
        return target.scaled(by: 1 - w.a) + initialVelocity.scaled(by: w.b)
    }

    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let w = weights(at: time)
        return target.scaled(by: -w.da) + initialVelocity.scaled(by: w.db)
    }

    /// The spring's force on a value at `position` moving at `velocity`, pulled towards `target`.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// Moves `value` and `velocity` on by `deltaTime`, one semi-implicit Euler step.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let acceleration = force(target: target, position: value, velocity: velocity).scaled(by: 1 / mass)
        velocity += acceleration.scaled(by: deltaTime)
        value += velocity.scaled(by: deltaTime)
    }

    /// How long the spring takes to come within `epsilon` of `target` and stay there, found by
    /// stepping a frame (1/60 s) at a time for at most a minute.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let frame = 1.0 / 60
        var settledSince: TimeInterval?
        for step in 0...3600 {
            let time = Double(step) * frame
            let distance = (value(target: target, initialVelocity: initialVelocity, time: time) - target).magnitudeSquared.squareRoot()
            let speed = velocity(target: target, initialVelocity: initialVelocity, time: time).magnitudeSquared.squareRoot()
            if distance < epsilon && speed < epsilon {
                settledSince = settledSince ?? time
            } else {
                settledSince = nil
            }
        }
        return settledSince ?? 60
    }

    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = fromValue.animatableData + value(target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = velocity(target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = fromValue
        result.animatableData = force(target: toValue.animatableData - fromValue.animatableData, position: position.animatableData - fromValue.animatableData, velocity: velocity.animatableData)
        return result
    }

    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        settlingDuration(target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }
}
