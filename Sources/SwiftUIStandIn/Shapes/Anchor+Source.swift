import Foundation

// Where an anchor is taken from: a point or rectangle in the view's own coordinates, a unit point
// of its bounds, or an optional or list of other sources. The headless host resolves no anchors
// (its geometry is the proposed size), so a source only needs to exist.

extension Anchor.Source {
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init()
    }

    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init()
    }
}

extension Anchor.Source where Value == CGPoint {
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source { Anchor<Value>.Source() }

    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source { Anchor<Value>.Source() }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source where Value == CGRect {
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source { Anchor<Value>.Source() }
}
