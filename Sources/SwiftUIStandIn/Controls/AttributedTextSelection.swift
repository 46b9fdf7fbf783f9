/// Where the insertion point or selection is in a styled `TextEditor` (iOS 26). The headless host
/// has no cursor, so a selection is always the default one: an insertion point at the end.
public struct AttributedTextSelection {
    public init() {}
}
