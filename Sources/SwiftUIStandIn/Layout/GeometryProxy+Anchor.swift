extension GeometryProxy {
    /// Only `anchorPreference` makes an anchor, and the stand-in records no preferences, so no
    /// app code can reach this with an anchor to resolve.
    public subscript<T>(anchor: Anchor<T>) -> T {
        preconditionFailure("The stand-in makes no anchors to resolve: \(anchor)")
    }
}
