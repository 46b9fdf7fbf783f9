extension HorizontalEdge {
    /// Leading, trailing or both: the edges `swipeActions` and `safeAreaPadding` name.
    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public init(_ edge: HorizontalEdge) {
            self.init(rawValue: 1 << edge.rawValue)
        }

        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.leading, .trailing]
    }
}

extension VerticalEdge.Set {
    public init(_ e: VerticalEdge) {
        self = e == .top ? .top : .bottom
    }
}
