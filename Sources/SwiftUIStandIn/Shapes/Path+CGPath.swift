// A SwiftUI path to and from a Core Graphics one; both keep the same steps.

extension Path {
    public init(_ path: CGPath) {
        self = path.path
    }

    public init(_ path: CGMutablePath) {
        self = path.path
    }

    public var cgPath: CGPath {
        CGPath(path: self)
    }
}
