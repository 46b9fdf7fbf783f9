/// What a drop does with what is dropped.
public enum DropOperation: Hashable, Sendable {
    case cancel
    case forbidden
    case copy
    case move
}
