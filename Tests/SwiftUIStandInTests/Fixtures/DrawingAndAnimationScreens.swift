// Views that draw with shapes, shaders, colours and keyframes the way apps write them, for the
// stand-in's shapes, animation and colour declarations.

import Foundation
import SwiftUI

/// A badge whose shapes are moved, turned and resized as shapes, drawn with the older fill and
/// stroke forms and the newer shape shorthands.
struct BadgeScreen: View {
    var body: some View {
        VStack {
            ZStack {
                Circle().offset(x: 4, y: 4).fill(.black.opacity(0.2))
                Circle().fill(style: FillStyle(eoFill: true))
                Circle().stroke(Color.white, lineWidth: 2)
                Rectangle().rotation(.degrees(45)).stroke(.orange, style: StrokeStyle(lineWidth: 1, dash: [2]))
                Capsule().scale(x: 0.8, y: 0.5).transform(CGAffineTransform(translationX: 0, y: 2))
                RoundedRectangle(cornerRadius: 4).offset(CGSize(width: 1, height: 1))
            }
            Text("Level 3")
                .padding()
                .background(.blue, in: .rect(cornerSize: CGSize(width: 8, height: 8), style: .circular))
                .clipShape(.buttonBorder)
            Text("Widget")
                .background(ContainerRelativeShape().fill(.fill))
                .containerShape(.capsule(style: .circular))
        }
        .foregroundStyle(.separator)
    }
}

/// A card that ripples through a Metal shader and leans back by a geometry effect.
struct ShimmerCard: View {
    var phase: Double = 0

    var body: some View {
        Text("Shiny")
            .colorEffect(ShaderLibrary.shimmer(.float(phase), .color(.yellow)))
            .distortionEffect(ShaderLibrary.default.wave(.float2(CGSize(width: 2, height: 3)), .boundingRect), maxSampleOffset: CGSize(width: 4, height: 4))
            .layerEffect(ShaderLibrary.bundle(.main).pixellate(.float(8)), maxSampleOffset: .zero, isEnabled: phase > 0)
            .modifier(LeanBack(angle: phase))
            .projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 1, y: 0.9)))
            .visualEffect { content, _ in
                content.colorEffect(ShaderLibrary.tint(.float4(1, 0, 0, 1))).transformEffect(.identity)
            }
    }
}

/// Tilts its view by an animatable angle. Nonisolated, as an effect's animatable data is read
/// off the main actor.
nonisolated struct LeanBack: GeometryEffect {
    var angle: Double

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(rotationAngle: angle).translatedBy(x: size.width / 2, y: 0))
    }
}

/// The values a bouncing heart animates together.
struct HeartBeat {
    var scale = 1.0
    var offset = 0.0
}

/// A heart that beats by keyframes: one track per property, and an `if` among the keyframes.
struct HeartScreen: View {
    @State private var beats = 0
    var gentle = true

    var body: some View {
        VStack {
            Image(systemName: "heart.fill")
                .keyframeAnimator(initialValue: HeartBeat(), trigger: beats) { content, value in
                    content
                        .scaleEffect(value.scale)
                        .offset(y: value.offset)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        if gentle {
                            LinearKeyframe(1.1, duration: 0.2)
                        } else {
                            SpringKeyframe(1.4, duration: 0.3, spring: .bouncy)
                        }
                        CubicKeyframe(1.0, duration: 0.2)
                    }
                    KeyframeTrack(\.offset) {
                        MoveKeyframe(-4)
                        LinearKeyframe(0, duration: 0.4, timingCurve: .easeInEaseOut)
                    }
                }
            KeyframeAnimator(initialValue: 0.5, repeating: true) { opacity in
                Text(String(format: "Pulse %.1f", opacity)).opacity(opacity)
            } keyframes: { _ in
                LinearKeyframe(1.0, duration: 1)
                LinearKeyframe(0.5, duration: 1)
            }
            Button("Beat") { beats += 1 }
        }
    }
}

/// A springy animation written by the app.
struct Overshoot: CustomAnimation {
    var duration: TimeInterval = 1

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        return value.scaled(by: Spring.bouncy.value(target: 1.0, time: time))
    }
}

/// Colours and styles of a settings screen: semantic styles, gradients of a colour, materials.
struct PaletteScreen: View {
    var body: some View {
        List {
            Text("Tinted")
                .listRowBackground(Rectangle().fill(.conicGradient(colors: [.red, .blue], center: .center)))
            Text("Glow")
                .background(.ellipticalGradient(Color.blue.gradient.colorSpace(.perceptual)))
            Text("Glass")
                .background(Material.thin)
                .foregroundStyle(.link)
            Text("Picked")
                .foregroundStyle(.selection)
                .background(.windowBackground)
                .typeSelectEquivalent("Picked")
            Text("Mixed")
                .foregroundStyle(Color.red.mix(with: .blue, by: 0.5))
                .background(.radialGradient(stops: [.init(color: .white, location: 0), .init(color: .gray, location: 1)], center: .center, startRadius: 0, endRadius: 40))
        }
    }
}
