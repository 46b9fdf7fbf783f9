// The rest of CoreGraphics' blend modes, with its raw values.
extension GraphicsContext.BlendMode {
    public static var colorDodge: GraphicsContext.BlendMode { Self(rawValue: 6) }
    public static var colorBurn: GraphicsContext.BlendMode { Self(rawValue: 7) }
    public static var softLight: GraphicsContext.BlendMode { Self(rawValue: 8) }
    public static var hardLight: GraphicsContext.BlendMode { Self(rawValue: 9) }
    public static var difference: GraphicsContext.BlendMode { Self(rawValue: 10) }
    public static var exclusion: GraphicsContext.BlendMode { Self(rawValue: 11) }
    public static var hue: GraphicsContext.BlendMode { Self(rawValue: 12) }
    public static var saturation: GraphicsContext.BlendMode { Self(rawValue: 13) }
    public static var color: GraphicsContext.BlendMode { Self(rawValue: 14) }
    public static var luminosity: GraphicsContext.BlendMode { Self(rawValue: 15) }
    public static var clear: GraphicsContext.BlendMode { Self(rawValue: 16) }
    public static var copy: GraphicsContext.BlendMode { Self(rawValue: 17) }
    public static var sourceIn: GraphicsContext.BlendMode { Self(rawValue: 18) }
    public static var sourceOut: GraphicsContext.BlendMode { Self(rawValue: 19) }
    public static var sourceAtop: GraphicsContext.BlendMode { Self(rawValue: 20) }
    public static var destinationOver: GraphicsContext.BlendMode { Self(rawValue: 21) }
    public static var destinationIn: GraphicsContext.BlendMode { Self(rawValue: 22) }
    public static var destinationOut: GraphicsContext.BlendMode { Self(rawValue: 23) }
    public static var destinationAtop: GraphicsContext.BlendMode { Self(rawValue: 24) }
    public static var xor: GraphicsContext.BlendMode { Self(rawValue: 25) }
    public static var plusDarker: GraphicsContext.BlendMode { Self(rawValue: 26) }
}
