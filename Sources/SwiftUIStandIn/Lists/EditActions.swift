/// The edits a list lets a person make to a collection's elements: delete with a swipe, move
/// by dragging.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}

extension EditActions where Data: RangeReplaceableCollection {
    public static var delete: EditActions<Data> { EditActions(rawValue: 1 << 0) }
}

extension EditActions where Data: MutableCollection {
    public static var move: EditActions<Data> { EditActions(rawValue: 1 << 1) }
}

extension EditActions where Data: MutableCollection, Data: RangeReplaceableCollection {
    public static var all: EditActions<Data> { [.delete, .move] }
}

extension EditActions {
    /// Whether these actions allow deleting, whatever the collection's type.
    var allowsDeletion: Bool {
        rawValue & 1 << 0 != 0
    }
}
