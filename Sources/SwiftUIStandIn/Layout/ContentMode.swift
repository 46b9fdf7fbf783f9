public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}
