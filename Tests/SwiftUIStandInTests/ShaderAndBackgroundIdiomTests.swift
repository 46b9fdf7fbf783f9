import Foundation
import SwiftUI
import SwiftUIHeadless
import Testing

/// The last modifiers and canvas filters of the inventory's drawing, colour and window areas, as
/// apps write them: they compile with Apple's signatures and keep what they decorate.
@Suite("Shaders, container backgrounds and dynamic range")
struct ShaderAndBackgroundIdiomTests {
    struct ReadsRange: View {
        @Environment(\.allowedDynamicRange) private var range

        var body: some View {
            Text(range == nil ? "any range" : "capped")
        }
    }

    struct Card: View {
        let ripple = ShaderLibrary.default.ripple(.float(2))

        var body: some View {
            VStack {
                Canvas { context, size in
                    var layer = context
                    layer.addFilter(.colorMatrix(ColorMatrix()))
                    layer.addFilter(.colorShader(ripple))
                    layer.addFilter(.layerShader(ripple, maxSampleOffset: CGSize(width: 4, height: 4)))
                    layer.addFilter(.distortionShader(ripple, maxSampleOffset: .zero))
                    layer.addFilter(.projectionTransform(ProjectionTransform()))
                    layer.fill(Path(CGRect(origin: .zero, size: size)), with: .shader(ripple))
                }
                Text("Today")
                    .foregroundStyle(.placeholder)
                    .paletteSelectionEffect(.automatic)
            }
            .containerBackground(.blue.gradient, for: .widget)
        }
    }

    @Test("A canvas with shader filters, a placeholder colour and a container background keep the card's text")
    func drawingModifiersKeepContent() {
        #expect(HeadlessHost(Card()).texts == ["Today"])
    }

    @Test("allowedDynamicRange on a view caps the range the images below read from the environment")
    func dynamicRangeReachesTheEnvironment() {
        #expect(HeadlessHost(ReadsRange()).texts == ["any range"])
        #expect(HeadlessHost(ReadsRange().allowedDynamicRange(.standard)).texts == ["capped"])
    }

    @Test("A change made in a transaction that may dismiss a window destructively still runs")
    @MainActor
    func dismissBehaviorTransactionRuns() {
        var closed = false
        withTransaction(\.dismissBehavior, .destructive) { closed = true }
        #expect(closed)
    }

    @Test("A shape mirrors in right-to-left layouts unless it declares otherwise")
    func shapesMirrorByDefault() {
        #expect(Circle().layoutDirectionBehavior == .mirrors)
    }
}
