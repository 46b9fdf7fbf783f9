import Foundation

// `EdgeInsets` itself is declared beside `listRowInsets` (StylingModifiers.swift).
extension View {
    public func padding(_ insets: EdgeInsets) -> some View {
        _Decorated(content: self, name: "padding", detail: "\(insets.top), \(insets.leading), \(insets.bottom), \(insets.trailing)")
    }

    /// Where a scroll view starts (`.bottom` for a chat); the host draws everything, so a note only.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        _Decorated(content: self, name: "defaultScrollAnchor")
    }
}
