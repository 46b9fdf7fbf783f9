import Foundation

// Which coordinate space a value names, and the scroll view's own space (iOS 17).

extension CoordinateSpace {
    public var isGlobal: Bool { self == .global }

    public var isLocal: Bool { self == .local }
}

extension CoordinateSpaceProtocol {
    /// The older enum form of this space.
    public var coordinateSpace: CoordinateSpace {
        switch self {
        case is GlobalCoordinateSpace: .global
        case let named as NamedCoordinateSpace: .named(named.name)
        default: .local
        }
    }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space of the nearest scroll view's content.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("SwiftUI.ScrollView")) }

    /// The space of the nearest scroll view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> Self {
        NamedCoordinateSpace(name: AnyHashable("SwiftUI.ScrollView.\(axis)"))
    }
}
