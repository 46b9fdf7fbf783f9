import Foundation

// The drawing effects a `visualEffect` closure can apply. The headless host draws no pixels, so
// each effect keeps the effect it is called on.

extension VisualEffect {
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect { self }

    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }

    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }

    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some VisualEffect { self }

    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { self }

    public func transformEffect(_ transform: ProjectionTransform) -> some VisualEffect { self }
}
