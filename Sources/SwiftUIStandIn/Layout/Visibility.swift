public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}
