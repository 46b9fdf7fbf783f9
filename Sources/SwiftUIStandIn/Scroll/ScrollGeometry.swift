import Foundation

/// Where a scroll view is scrolled to and how big its content is (iOS 18). The headless host
/// scrolls nothing: its geometry is the top of an iPhone-sized scroll view.
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize

    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    public var bounds: CGRect { CGRect(origin: .zero, size: containerSize) }
}

extension View {
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void) -> some View {
        _Decorated(content: self, name: "onScrollGeometryChange")
    }
}
