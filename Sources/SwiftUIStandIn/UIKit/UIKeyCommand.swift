/// A hardware-keyboard shortcut a responder offers. Apple's initialisers take an Objective-C
/// selector, which Linux lacks, so only a responder's list of commands is declared.
@available(macOS, unavailable)
@MainActor @preconcurrency
open class UIKeyCommand: NSObject {
    open var input: String? { nil }
    open var title: String { "" }
}
