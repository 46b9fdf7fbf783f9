import Foundation

// Filters and shadings a canvas takes from Metal shaders and matrices. The host draws no pixels,
// so each is kept by name, as the other filters are.
extension GraphicsContext.Filter {
    public static func colorMatrix(_ matrix: ColorMatrix) -> GraphicsContext.Filter {
        GraphicsContext.Filter(name: "colorMatrix")
    }

    public static func colorShader(_ shader: Shader) -> GraphicsContext.Filter {
        GraphicsContext.Filter(name: "colorShader")
    }

    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter {
        GraphicsContext.Filter(name: "distortionShader")
    }

    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter {
        GraphicsContext.Filter(name: "layerShader")
    }

    public static func projectionTransform(_ matrix: ProjectionTransform) -> GraphicsContext.Filter {
        GraphicsContext.Filter(name: "projectionTransform")
    }
}

extension GraphicsContext.Shading {
    public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> GraphicsContext.Shading {
        GraphicsContext.Shading(name: "shader")
    }
}
