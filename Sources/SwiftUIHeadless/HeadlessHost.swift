import Foundation
import SwiftUI

/// Draws a SwiftUI view without a screen, so that a test can read it and act on it as a
/// person would.
///
/// ```swift
/// let host = HeadlessHost(BookListView())
/// await host.settle()                       // runs .task work until every task has finished
/// #expect(host.navigationTitle == "Books")
/// #expect(host.rows.map(\.text) == ["Dune Frank Herbert", "Emma Jane Austen"])
/// try host.search("dune")                   // types into the .searchable field
/// try host.tapButton("Save")
/// try await host.refresh()                  // pull to refresh
/// ```
///
/// **What is drawn.** The host draws the whole tree from the root, like SwiftUI does after a
/// change. `@State` is kept per position in the tree, so it survives every redraw and is
/// dropped when its view leaves the tree. Drawing happens under Observation's
/// `withObservationTracking`: when an `@Observable` model that any body read changes, or a
/// `@State` value is set, the host draws again the next time a test reads from it.
///
/// **What is read.** Everything reads and acts on what is in front: the top sheet while a
/// sheet is up, otherwise the window. Inside a navigation stack only the top screen counts.
/// `root` gives the whole tree when a test needs to look behind.
///
/// **Tasks.** A `.task` starts when its view appears and is cancelled when it leaves, as on a
/// device. The tasks run when the test awaits: `settle()` waits until every task has finished,
/// the `.task` work and every `Task { }` a draw, a tapped button or a pull to refresh started.
/// `waitUntil(_:)` waits for a condition of the test's own. A task that waits for the test (a gated fake repository) never finishes on its own:
/// use `waitUntil(_:)` to look mid-flight.
@MainActor
public final class HeadlessHost {
    private let graph: _ViewGraph
    private let draw: (_RenderContext) -> [_Node]
    private var tree: _Node

    /// Draws `view`. Its `.task` work starts at once and runs when the test next awaits.
    ///
    /// `view` is made here, so work its initialiser starts (a view model made by `@State`
    /// that begins loading in its own initialiser) is work `settle()` waits for.
    public init<V: View>(_ makeView: @autoclosure () -> V) {
        let graph = _ViewGraph()
        let view = _WorkMark.$current.withValue(graph.newMark()) { makeView() }
        let draw: (_RenderContext) -> [_Node] = { context in context.render(view) }
        self.graph = graph
        self.draw = draw
        tree = graph.render(draw)
    }

    /// Draws the first window of `app`, with the environment its scenes set up.
    public init<A: App>(app makeApp: @autoclosure () -> A) {
        let graph = _ViewGraph()
        let app = _WorkMark.$current.withValue(graph.newMark()) { makeApp() }
        let draw: (_RenderContext) -> [_Node] = { context in context.renderApp(app) }
        self.graph = graph
        self.draw = draw
        tree = graph.render(draw)
    }

    // MARK: Drawing

    /// How many times the tree has been drawn.
    public var renderCount: Int {
        graph.renderCount
    }

    /// Draws again now if anything the tree read has changed. Every query does this first.
    public func render() {
        if graph.invalidation.isDirty {
            tree = graph.render(draw)
        }
    }

    /// Lets `.task` work run and draws again, until every task the view started has finished
    /// and the tree is drawn up to date, or until `timeout` has passed.
    ///
    /// "Every task" means the `.task` work of the views on screen and every `Task { }` started
    /// while drawing, in a tapped button's action or in a pull to refresh, however deeply
    /// nested. The host waits on that condition, never on a quiet period, so a slow machine
    /// only makes it wait longer, not give up early. The timeout is a safety net only: it is long
    /// because a test process whose threads are all busy with other tests may not run the view's
    /// work for a while (sherpa's own per-test limit stops a hidden test long before it).
    public func settle(timeout: Duration = .seconds(300)) async {
        await settle(timeout: timeout) { _ in }
    }

    /// Like `settle(timeout:)`, and calls `eachLook` every time the host looks at the view
    /// while it waits, after drawing whatever changed: how `sherpa show` catches a spinner that
    /// is gone once the work has finished.
    public func settle(timeout: Duration = .seconds(300), eachLook: (HeadlessHost) -> Void) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while clock.now < deadline {
            render()
            eachLook(self)
            if isSettled {
                // A completed task may still have main-actor work queued behind us (an
                // observer's callback); let it run, then look once more.
                await Task.yield()
                render()
                eachLook(self)
                if isSettled {
                    return
                }
            }
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(1))
        }
        render()
        eachLook(self)
    }

    /// How long `waitUntil(_:)` waits when the test names no time: two thirds of the limit for one
    /// test that sherpa passes in `SHERPA_TEST_TIME_LIMIT` (seconds), leaving the test time to
    /// report what the screen shows; 30 seconds when run outside sherpa.
    public nonisolated static func defaultWait(environment: [String: String]) -> Duration {
        guard let text = environment["SHERPA_TEST_TIME_LIMIT"], let perTest = Double(text), perTest > 0 else {
            return .seconds(30)
        }
        return .milliseconds(Int(perTest * 1000 * 2 / 3))
    }

    /// Whether no work the view started is still running and nothing is waiting to be drawn.
    private var isSettled: Bool {
        graph.tasksAreIdle && graph.markedWorkIsDone && !graph.invalidation.isDirty
    }

    /// Waits until `condition` holds, drawing again whenever something changed.
    /// Throws when it still doesn't hold after `timeout`, with what the screen shows.
    ///
    /// Without a `timeout`, the host waits `defaultWait(environment:)`: under sherpa that ends
    /// before sherpa's limit for one test, so a screen that never comes fails with what it shows
    /// rather than being stopped as a hang.
    public func waitUntil(
        timeout: Duration? = nil,
        _ condition: () -> Bool
    ) async throws {
        let timeout = timeout ?? Self.defaultWait(environment: ProcessInfo.processInfo.environment)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            render()
            if condition() {
                return
            }
            if clock.now >= deadline {
                throw HeadlessFailure("The view did not reach the expected state within \(timeout). The screen shows:\n\(outline)")
            }
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    // MARK: Reading

    /// The whole tree: covered screens and every sheet included.
    public var root: ViewNode {
        render()
        return ViewNode(tree)
    }

    /// What is in front: the top sheet while one is up, otherwise the window.
    public var screen: ViewNode {
        render()
        return ViewNode(layers.last ?? tree)
    }

    /// The top sheet, if one is up.
    public var sheet: ViewNode? {
        render()
        return layers.last.flatMap { $0.kind == .sheet ? ViewNode($0) : nil }
    }

    /// The alert or confirmation dialog in front, if one is up: its title, message and buttons.
    public var alert: ViewNode? {
        render()
        return layers.last.flatMap { node in
            switch node.kind {
            case .alert, .confirmationDialog: ViewNode(node)
            default: nil
            }
        }
    }

    /// The first control in front labelled `label`: a toggle, picker, stepper or slider.
    public func control(_ label: String) -> ViewNode? {
        screen.visibleNodes(includingSwipeActions: false).first { node in
            switch node.kind {
            case .toggle(let title), .picker(let title), .stepper(let title), .slider(let title): title == label
            default: false
            }
        }.map(ViewNode.init)
    }

    /// The first view in front with `.onTapGesture` whose text or symbol is `label`.
    public func tapGestureView(_ label: String) -> ViewNode? {
        screen.visibleNodes(includingSwipeActions: false)
            .first { $0.kind == .modifier("onTapGesture") && ViewNode($0).isLabelled(label) }
            .map(ViewNode.init)
    }

    /// The first menu in front labelled `label`; its buttons are inside it.
    public func menu(_ label: String) -> ViewNode? {
        screen.visibleNodes(includingSwipeActions: false).first { $0.kind == .menu(label) }.map(ViewNode.init)
    }

    /// The texts in front, in reading order.
    public var texts: [String] {
        screen.texts
    }

    /// The names of the images in front (symbol names for `Image(systemName:)`).
    public var images: [String] {
        screen.images
    }

    /// The buttons in front; swipe actions are reached through their row.
    public var buttons: [ViewNode] {
        screen.buttons
    }

    /// The navigation links in front.
    public var links: [ViewNode] {
        screen.links
    }

    /// The first button in front whose label, one of its texts, or its symbol is `label`.
    public func button(_ label: String) -> ViewNode? {
        screen.buttons.first { $0.isLabelled(label) }
    }

    /// The first navigation link in front labelled `label`.
    public func link(_ label: String) -> ViewNode? {
        screen.link(label)
    }

    /// The first list in front.
    public var list: ViewNode? {
        screen.visibleNodes(includingSwipeActions: false).first { $0.kind == .list }.map(ViewNode.init)
    }

    /// The rows of the first list in front, each with its texts, buttons and swipe actions.
    public var rows: [ViewNode] {
        list?.rows ?? []
    }

    /// Whether a `ProgressView` is in front.
    public var isShowingProgress: Bool {
        screen.visibleNodes(includingSwipeActions: false).contains { $0.kind == .progressView }
    }

    /// The first `ContentUnavailableView` in front.
    public var contentUnavailable: ViewNode? {
        screen.visibleNodes(includingSwipeActions: false).first { $0.kind == .contentUnavailable }.map(ViewNode.init)
    }

    /// The first text field in front whose title or prompt is `title`.
    public func textField(_ title: String) -> ViewNode? {
        screen.visibleNodes(includingSwipeActions: false).first { node in
            guard case .textField(let fieldTitle) = node.kind else { return false }
            return fieldTitle == title || node.prompt == title
        }.map(ViewNode.init)
    }

    /// Your views of type `type` in front, outermost first.
    public func find<V: View>(_ type: V.Type) -> [ViewNode] {
        screen.find(type)
    }

    /// The title of the top screen of the navigation stack in front.
    public var navigationTitle: String? {
        guard let top = frontStack?.children.last else { return nil }
        return ViewNode(top).visibleNodes(includingSwipeActions: false).lazy.compactMap(\.navigationTitle).first
    }

    /// The values on the path of the navigation stack in front, bottom first. Screens pushed
    /// by destination-style links (`NavigationLink { Detail() } label: { ... }`) are not values
    /// and don't appear here; `navigationDepth` counts them.
    public var navigationPath: [AnyHashable] {
        frontStack?.stack?.values ?? []
    }

    /// How many screens are pushed above the root of the navigation stack in front.
    public var navigationDepth: Int {
        frontStack?.stack?.depth ?? 0
    }

    /// What the search field in front holds, or nil when there is none.
    public var searchText: String? {
        searchField?.text?.wrappedValue
    }

    /// What a person would see in front, as an outline: the title, texts, rows, buttons, a
    /// spinner or an error message. Print it (`description`) to see the screen as text.
    public var outline: ScreenOutline {
        render()
        return ScreenOutline(screen: layers.last ?? tree, title: navigationTitle)
    }

    /// The whole tree, one node a line.
    public func dump() -> String {
        root.description
    }

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

    // MARK: Helpers

    /// The window, then each sheet that is up, back to front.
    private var layers: [_Node] {
        var found = [tree]
        func visit(_ node: _Node) {
            if node.isHidden { return }
            if ViewNode.isLayer(node.kind) {
                found.append(node)
            }
            for child in node.children {
                visit(child)
            }
        }
        for child in tree.children {
            visit(child)
        }
        return found
    }

    private var frontStack: _Node? {
        screen.visibleNodes(includingSwipeActions: false).first { $0.kind == .navigationStack }
    }

    private var searchField: _Node? {
        screen.visibleNodes(includingSwipeActions: false).first { $0.kind == .modifier("searchable") }
    }

    /// The screen in front, for a failure message: the learner sees what the test saw.
    private func describeScreen() -> String {
        "The screen shows:\n" + outline.description
    }
}

/// A host reads as the outline of its screen, so a test message or a failed expectation that
/// shows the host shows what the test saw.
extension HeadlessHost: @MainActor CustomStringConvertible {
    public var description: String {
        outline.description
    }
}
