/// When dictation starts in a search field's inline microphone.
public struct TextInputDictationActivation: Equatable, Sendable {
    let name: String

    public static let onSelect = TextInputDictationActivation(name: "onSelect")
    public static let onLook = TextInputDictationActivation(name: "onLook")
}
