// Animation of a modifier's changes. The headless host draws the end state at once, so the
// modifier is applied as it is.
extension ViewModifier {
    public func animation(_ animation: Animation?) -> some ViewModifier {
        self
    }

    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
        self
    }
}
