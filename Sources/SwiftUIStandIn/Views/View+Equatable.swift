extension View where Self: Equatable {
    /// Wraps the view so SwiftUI compares it with its last value before redrawing it.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
