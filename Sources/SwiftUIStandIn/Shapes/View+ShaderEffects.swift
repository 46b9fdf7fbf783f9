import Foundation

// Shader effects. The headless host runs no Metal shaders: each effect keeps its view, under a
// node named after the effect with the shader function's name as its detail.

extension View {
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        _Decorated(content: self, name: "colorEffect", detail: shader.function.name)
    }

    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        _Decorated(content: self, name: "distortionEffect", detail: shader.function.name)
    }

    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        _Decorated(content: self, name: "layerEffect", detail: shader.function.name)
    }
}
