import Foundation

// Since iOS 17 a button's border shape is a shape of its own: `.clipShape(.buttonBorder)`.
extension ButtonBorderShape: InsettableShape {
    public nonisolated func path(in rect: CGRect) -> Path {
        switch name {
        case "capsule": Path(roundedRect: rect, cornerRadius: rect.height / 2)
        case "circle": Path(ellipseIn: rect)
        default: Path(roundedRect: rect, cornerRadius: 8)
        }
    }

    public nonisolated func inset(by amount: CGFloat) -> ButtonBorderShape { self }
}
