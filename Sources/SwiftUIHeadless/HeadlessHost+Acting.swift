import Foundation
import SwiftUI

// What a test does as a person would: taps, typing, searching, pulling to refresh, going back.
extension HeadlessHost {
    // MARK: Acting
    //
    // Each action draws again at once, so its effects (a sheet's `onDismiss`, the `.task` of a
    // view that appeared) happen before the action returns, as after a touch on a device.
    // `ViewNode.tap()` and `ViewNode.type(_:)` act on a snapshot; the host draws when it is
    // next read.

    /// Taps the first button or navigation link in front labelled `label`.
    public func tap(_ label: String) throws {
        render()
        guard let control = button(label) ?? link(label) ?? tapGestureView(label) else {
            throw HeadlessFailure("There is no button or link \"\(label)\" on screen. \(describeScreen())")
        }
        try control.tap()
        render()
    }

    /// Taps the first button in front labelled `label`.
    public func tapButton(_ label: String) throws {
        guard let control = button(label) else {
            throw HeadlessFailure("There is no button \"\(label)\" on screen. \(describeScreen())")
        }
        try control.tap()
        render()
    }

    /// Taps the first navigation link in front labelled `label`.
    public func tapLink(_ label: String) throws {
        guard let control = link(label) else {
            throw HeadlessFailure("There is no navigation link \"\(label)\" on screen. \(describeScreen())")
        }
        try control.tap()
        render()
    }

    /// Replaces the text of the text field in front whose title or prompt is `field`.
    public func type(_ text: String, into field: String) throws {
        guard let node = textField(field) else {
            throw HeadlessFailure("There is no text field \"\(field)\" on screen. \(describeScreen())")
        }
        try node.type(text)
        render()
    }

    /// Types `text` into the `.searchable` field in front.
    public func search(_ text: String) throws {
        guard let binding = searchField?.text else {
            throw HeadlessFailure("There is no search field on screen: add `.searchable(text:)` to the list.")
        }
        binding.wrappedValue = text
        render()
    }

    /// Pulls to refresh: runs the `.refreshable` action in front and waits for it.
    public func refresh() async throws {
        render()
        guard let action = ViewNode(layers.last ?? tree).visibleNodes(includingSwipeActions: false)
            .lazy.compactMap(\.refresh).first
        else {
            throw HeadlessFailure("Nothing on screen can be refreshed: add `.refreshable { ... }` to the list.")
        }
        await _WorkMark.$current.withValue(graph.newMark()) {
            await action()
        }
        render()
    }

    /// Goes back one screen in the navigation stack in front.
    public func goBack() throws {
        guard let stack = frontStack?.stack, stack.depth > 0 else {
            throw HeadlessFailure("There is no screen to go back from: the navigation stack shows its root.")
        }
        stack.pop(toDepth: stack.depth - 1)
        render()
    }

    /// Closes the top sheet, as a swipe down would.
    public func dismissSheet() throws {
        render()
        guard layers.count > 1, let close = layers.last?.dismiss else {
            throw HeadlessFailure("No sheet is showing.")
        }
        close()
        render()
    }

    /// The screen in front, for a failure message: the learner sees what the test saw.
    func describeScreen() -> String {
        "The screen shows:\n" + outline.description
    }
}
