import Foundation

/// UIKit's base of views and view controllers: what answers events and key commands.
@available(macOS, unavailable)
@MainActor @preconcurrency
open class UIResponder: NSObject {
    open var next: UIResponder? { nil }
    open var keyCommands: [UIKeyCommand]? { nil }
    open var undoManager: UndoManager? { next?.undoManager }

    override public init() {}
}
