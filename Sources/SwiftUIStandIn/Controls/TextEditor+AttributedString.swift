import Foundation

extension TextEditor {
    /// iOS 26's styled text editor. The headless host edits the characters; a write replaces the
    /// styled text with the plain text typed, as typing over a whole selection would.
    public init(text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>? = nil) {
        self.init(text: Binding(
            read: { String(text.wrappedValue.characters) },
            write: { text.wrappedValue = AttributedString($0) }
        ))
    }
}
