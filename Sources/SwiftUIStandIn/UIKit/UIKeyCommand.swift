/// A hardware-keyboard shortcut a responder offers.
@available(macOS, unavailable)
@MainActor
open class UIKeyCommand: NSObject {
    open var input: String?
    open var title: String

    public init(title: String, input: String) {
        self.title = title
        self.input = input
    }
}
