extension _Node {
    /// The texts of this subtree, in reading order.
    package var _texts: [String] {
        if case .text(let text) = kind {
            return [text]
        }
        return children.flatMap { $0._texts }
    }
}
