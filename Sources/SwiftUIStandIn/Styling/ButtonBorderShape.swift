/// The shape of a bordered button's border.
public struct ButtonBorderShape: Equatable, Sendable {
    let name: String

    public static let automatic = ButtonBorderShape(name: "automatic")
    public static let capsule = ButtonBorderShape(name: "capsule")
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    public static let circle = ButtonBorderShape(name: "circle")

    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(name: "roundedRectangle")
    }
}

extension View {
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        _Decorated(content: self, name: "buttonBorderShape", detail: shape.name)
    }

    /// The older form of `mask`, which takes the mask as a view rather than a builder.
    @available(iOS, deprecated: 100000.0, message: "use overload that accepts a ViewBuilder")
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        _Decorated(content: self, name: "mask")
    }
}
