/// The modifier Apple's accessibility modifiers return (`ModifiedContent<Content, AccessibilityAttachmentModifier>`).
/// The headless host has no assistive technology, so it keeps its content unchanged.
@MainActor @preconcurrency
public struct AccessibilityAttachmentModifier: ViewModifier {
    nonisolated init() {}

    public func body(content: Content) -> some View {
        content
    }
}
