extension Alignment {
    public static var leadingFirstTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .firstTextBaseline) }
    public static var centerFirstTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .firstTextBaseline) }
    public static var trailingFirstTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .firstTextBaseline) }
    public static var leadingLastTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .lastTextBaseline) }
    public static var centerLastTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .lastTextBaseline) }
    public static var trailingLastTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .lastTextBaseline) }
}

extension HorizontalAlignment {
    private enum ListRowSeparatorLeading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }

    private enum ListRowSeparatorTrailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }

    /// Where a list row's separator starts: `.alignmentGuide(.listRowSeparatorLeading) { _ in 0 }`.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)

    /// The guide a custom layout reports from its subviews' explicit values: the first one given.
    public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? {
        values.lazy.compactMap { $0 }.first
    }
}

extension VerticalAlignment {
    /// The guide a custom layout reports from its subviews' explicit values: the first one given.
    public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? {
        values.lazy.compactMap { $0 }.first
    }
}
