/// Whether a text input offers dictation, and how: `.inline(activation: .onLook)`.
public struct TextInputDictationBehavior: Equatable, Sendable {
    let activation: TextInputDictationActivation?

    public static let automatic = TextInputDictationBehavior(activation: nil)

    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(activation: activation)
    }
}
