// Colour filters a canvas applies to what it draws next. The stand-in draws nothing, so each is
// only named.
extension GraphicsContext.Filter {
    public static func brightness(_ amount: Double) -> GraphicsContext.Filter { Self(name: "brightness") }
    public static func contrast(_ amount: Double) -> GraphicsContext.Filter { Self(name: "contrast") }
    public static func saturation(_ amount: Double) -> GraphicsContext.Filter { Self(name: "saturation") }
    public static func grayscale(_ amount: Double) -> GraphicsContext.Filter { Self(name: "grayscale") }
    public static func hueRotation(_ angle: Angle) -> GraphicsContext.Filter { Self(name: "hueRotation") }
    public static func colorInvert(_ amount: Double = 1) -> GraphicsContext.Filter { Self(name: "colorInvert") }
    public static func colorMultiply(_ color: Color) -> GraphicsContext.Filter { Self(name: "colorMultiply") }
    public static var luminanceToAlpha: GraphicsContext.Filter { Self(name: "luminanceToAlpha") }
}

extension GraphicsContext.Shading {
    public static var backdrop: GraphicsContext.Shading { Self(name: "backdrop") }

    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> GraphicsContext.Shading {
        Self(name: "color")
    }

    public static func palette(_ array: [GraphicsContext.Shading]) -> GraphicsContext.Shading {
        Self(name: "palette")
    }

    public static func tiledImage(_ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> GraphicsContext.Shading {
        Self(name: "tiledImage")
    }
}
