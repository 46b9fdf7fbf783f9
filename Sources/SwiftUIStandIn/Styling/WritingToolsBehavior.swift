/// How much of Writing Tools a text view offers.
public struct WritingToolsBehavior: Hashable, Sendable {
    let name: String

    public static let automatic = WritingToolsBehavior(name: "automatic")
    public static let complete = WritingToolsBehavior(name: "complete")
    public static let limited = WritingToolsBehavior(name: "limited")
    public static let disabled = WritingToolsBehavior(name: "disabled")
}

extension View {
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View {
        _Decorated(content: self, name: "writingToolsBehavior", detail: behavior.name)
    }
}
