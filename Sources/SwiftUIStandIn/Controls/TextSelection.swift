/// Which part of a text field's text is selected, or where its cursor is (iOS 18).
public struct TextSelection: Hashable, Sendable {
    public var indices: TextSelection.Indices
    public var affinity: TextSelectionAffinity

    public init(range: Range<String.Index>) {
        indices = .selection(range)
        affinity = .automatic
    }

    public init(ranges: RangeSet<String.Index>) {
        indices = .multiSelection(ranges)
        affinity = .automatic
    }

    public init(insertionPoint: String.Index) {
        self.init(range: insertionPoint..<insertionPoint)
    }

    /// True when nothing is selected and the selection is only a cursor.
    public var isInsertion: Bool {
        switch indices {
        case .selection(let range): range.isEmpty
        case .multiSelection(let ranges): ranges.isEmpty
        }
    }

    /// One range, or several.
    public enum Indices: Equatable, Hashable, Sendable {
        case selection(Range<String.Index>)
        case multiSelection(RangeSet<String.Index>)
    }
}

/// Which side of a line break a cursor at the break belongs to.
public enum TextSelectionAffinity: Hashable, Sendable {
    case automatic
    case upstream
    case downstream
}
