import Foundation
import SwiftUI
import SwiftUIHeadless
import Testing

/// The stand-in's shapes and drawing, animation and colour declarations: app snippets that use
/// them keep their content, and where the host computes something (paths, transforms, springs,
/// keyframe timelines, resolved colours) it computes it right.
@Suite("Shapes, animation and colours")
struct DrawingAndAnimationTests {
    // MARK: - Shapes and drawing

    @Test("Shapes moved, turned and resized as shapes keep the texts around them")
    func transformedShapesKeepContent() {
        #expect(HeadlessHost(BadgeScreen()).texts == ["Level 3", "Widget"])
    }

    @Test("A shape's offset, rotation and scale are the wrapper types that carry them")
    func shapeWrappersCarryTheirValues() {
        let moved = Circle().offset(x: 3, y: 4)
        #expect(moved.offset == CGSize(width: 3, height: 4))
        let turned = Rectangle().rotation(.degrees(90), anchor: .topLeading)
        #expect(turned.angle == .degrees(90))
        #expect(turned.anchor == .topLeading)
        #expect(Capsule().scale(x: 2, y: 0.5).scale == CGSize(width: 2, height: 0.5))
    }

    @Test("A path lists its elements in order, and describes them in path notation that reads back")
    func pathElements() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
        path.closeSubpath()
        var elements: [Path.Element] = []
        path.forEach { elements.append($0) }
        #expect(elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .quadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5)), .closeSubpath])
        #expect(path.description == "0 0 m 10 0 l 15 5 10 10 q h")
        #expect(Path(path.description) == path)
        #expect(Path("0 0 m 10 l") == nil, "a line needs two numbers")
    }

    @Test("A Core Graphics path keeps the steps of the SwiftUI path it becomes, and back")
    func coreGraphicsPath() {
        let built = CGMutablePath()
        built.move(to: .zero)
        built.addLine(to: CGPoint(x: 10, y: 0))
        built.closeSubpath()
        #expect(Path(built).description == "0 0 m 10 0 l h")
        #expect(Path(Path(built).cgPath) == Path(built))
    }

    @Test("A path contains the points inside the box of its points, and no others")
    func pathContainsPointsInItsBox() {
        let path = Path { $0.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)]) }
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 11, y: 5)))
    }

    @Test("A projection transform times its inverse is the identity")
    func projectionTransformInverse() {
        let transform = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 4).translatedBy(x: 3, y: 1))
        let product = transform.concatenating(transform.inverted())
        #expect(abs(product.m11 - 1) < 1e-9 && abs(product.m22 - 1) < 1e-9)
        #expect(abs(product.m31) < 1e-9 && abs(product.m32) < 1e-9)
        #expect(transform.isAffine)
    }

    @Test("A singular projection transform does not invert")
    func singularTransformDoesNotInvert() {
        var flat = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let inverted = flat.invert()
        #expect(!inverted)
        #expect(flat == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
    }

    @Test("Shader and geometry effects keep the view they change")
    func effectsKeepTheirView() {
        #expect(HeadlessHost(ShimmerCard(phase: 1)).texts == ["Shiny"])
    }

    @Test("A shader library's function is called with the arguments it is given")
    func shaderFunctionCall() {
        let shader = ShaderLibrary.default.ripple(.float(2), .boundingRect)
        #expect(shader.function.name == "ripple")
        #expect(shader.arguments == [.float(2), .boundingRect])
    }

    // MARK: - Animation

    @Test("A keyframe animator draws its content with the initial value")
    func keyframeAnimatorDrawsInitialValue() {
        #expect(HeadlessHost(HeartScreen()).texts.contains("Pulse 0.5"))
    }

    @Test("A keyframe timeline moves each track through its keyframes in turn")
    func keyframeTimelineTracks() {
        let timeline = KeyframeTimeline(initialValue: HeartBeat()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 1)
                LinearKeyframe(4.0, duration: 1)
            }
            KeyframeTrack(\.offset) {
                MoveKeyframe(10.0)
            }
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0.5).scale == 1.5)
        #expect(timeline.value(progress: 0.75).scale == 3)
        #expect(timeline.value(time: 5).scale == 4)
        #expect(timeline.value(time: 0.5).offset == 10)
    }

    @Test("Cubic keyframes pass through each keyframe's value")
    func cubicKeyframesPassThroughTheirValues() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
        }
        #expect(abs(timeline.value(time: 1) - 10) < 1e-9)
        #expect(timeline.value(time: 0.5) > 0 && timeline.value(time: 0.5) < 10)
    }

    @Test("A spring keyframe settles at its value")
    func springKeyframeSettles() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, duration: 3, spring: .smooth)
        }
        #expect(abs(timeline.value(time: 2.99) - 1) < 0.01)
    }

    @Test("A spring starts at zero with its initial velocity and comes to rest at its target")
    func springMotion() {
        let spring = Spring(duration: 0.5, bounce: 0.2)
        #expect(abs(spring.value(target: 10.0, initialVelocity: 3, time: 0)) < 1e-9)
        #expect(abs(spring.velocity(target: 10.0, initialVelocity: 3, time: 0) - 3) < 1e-9)
        #expect(abs(spring.value(target: 10.0, time: 5) - 10) < 1e-6)
        #expect(spring.settlingDuration(target: 10.0, epsilon: 0.01) > 0)
    }

    @Test("Stepping a spring moves its value towards the target")
    func springUpdateMovesTowardsTarget() {
        let spring = Spring.snappy
        var (value, velocity) = (0.0, 0.0)
        for _ in 0..<600 {
            spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: 1.0 / 120)
        }
        #expect(abs(value - 1) < 0.01)
    }

    @Test("An animation built from a custom one keeps it as its base, and compares by it")
    func customAnimationIsItsBase() {
        let animation = Animation(Overshoot(duration: 1))
        #expect(animation.base as? Overshoot == Overshoot(duration: 1))
        #expect(animation == Animation(Overshoot(duration: 1)))
        #expect(animation != Animation(Overshoot(duration: 2)))
    }

    @Test("An animation's state keeps a value per key")
    func animationStateKeys() {
        var state = AnimationState<Double>()
        #expect(state[StepsKey.self] == 0)
        state[StepsKey.self] = 3
        #expect(state[StepsKey.self] == 3)
    }

    @Test("A transaction keeps whether it is continuous and where a scroll lands")
    func transactionProperties() {
        var transaction = Transaction()
        transaction.isContinuous = true
        transaction.scrollTargetAnchor = .bottom
        #expect(transaction.isContinuous && !transaction.tracksVelocity)
        #expect(transaction.scrollTargetAnchor == .bottom)
    }

    @Test("Interpolating a vector moves it the given fraction of the way")
    func vectorInterpolation() {
        #expect(2.0.interpolated(towards: 6, amount: 0.25) == 3)
        var pair = AnimatablePair(0.0, 10.0)
        pair.interpolate(towards: AnimatablePair(10.0, 0.0), amount: 0.5)
        #expect(pair == AnimatablePair(5.0, 5.0))
    }

    // MARK: - Colours

    @Test("Colours, gradients and materials keep the rows they style")
    func stylesKeepRows() {
        #expect(HeadlessHost(PaletteScreen()).texts == ["Tinted", "Glow", "Glass", "Picked", "Mixed"])
    }

    @Test("A colour made of numbers resolves to those numbers")
    func colourResolvesToItsComponents() {
        let resolved = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5).resolve(in: EnvironmentValues())
        #expect(abs(resolved.red - 0.2) < 1e-5 && abs(resolved.green - 0.4) < 1e-5 && abs(resolved.blue - 0.6) < 1e-5)
        #expect(resolved.opacity == 0.5)
    }

    @Test("The primary colour resolves to black in light mode and white in dark mode")
    func primaryFollowsColourScheme() {
        var environment = EnvironmentValues()
        #expect(Color.primary.resolve(in: environment).red == 0)
        environment.colorScheme = .dark
        #expect(abs(Color.primary.resolve(in: environment).red - 1) < 1e-5)
    }

    @Test("Mixing two colours halfway averages their linear components, and fading scales opacity")
    func mixingAndFading() {
        let mixed = Color.black.mix(with: .white, by: 0.5).resolve(in: EnvironmentValues())
        #expect(abs(mixed.linearRed - 0.5) < 1e-5)
        #expect(Color.red.opacity(0.5).resolve(in: EnvironmentValues()).opacity == 0.5)
        #expect(abs(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).resolve(in: EnvironmentValues()).green - 1) < 1e-5)
    }

    @Test("A colour made from a Core Graphics colour resolves back to its components")
    func coreGraphicsColourRoundTrip() {
        let colour = Color(cgColor: CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
        let components = colour.resolve(in: EnvironmentValues()).cgColor.components ?? []
        #expect(components.count == 4)
        #expect(zip(components, [0.2, 0.4, 0.6, 0.8]).allSatisfy { abs($0 - $1) < 1e-5 })
        #expect(Color(cgColor: CGColor(gray: 1, alpha: 1)).resolve(in: EnvironmentValues()).linearGreen == 1)
    }
}

/// How many steps a custom animation has taken.
private struct StepsKey: AnimationStateKey {
    static var defaultValue: Int { 0 }
}
