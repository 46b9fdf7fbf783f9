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
    let graph: _ViewGraph
    private let draw: (_RenderContext) -> [_Node]
    private(set) var tree: _Node

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
}

/// A host reads as the outline of its screen, so a test message or a failed expectation that
/// shows the host shows what the test saw.
extension HeadlessHost: @MainActor CustomStringConvertible {
    public var description: String {
        outline.description
    }
}
