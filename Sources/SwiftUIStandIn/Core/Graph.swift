// The renderer behind the headless host. Nothing here is public: learners only ever see the
// SwiftUI-shaped API, and the host module reaches these types through `package` access.

import Observation

/// One element of a rendered view tree.
@MainActor
package final class _Node {
    /// The kinds are declared once, in `_ViewNodeKind`; the headless host reads them as they are.
    package typealias Kind = _ViewNodeKind

    package let kind: Kind
    package let path: String
    package var children: [_Node]
    /// Screens covered by a later screen of their navigation stack.
    package var isHidden = false
    /// What a tap does (buttons and navigation links).
    package var action: (@MainActor () -> Void)?
    package var role: ButtonRole?
    /// The text a text field or a search field edits.
    package var text: Binding<String>?
    package var navigationTitle: String?
    package var prompt: String?
    package var fraction: Double?
    package var refresh: (@Sendable () async -> Void)?
    /// How to close a sheet the way a swipe-down would.
    package var dismiss: (@MainActor () -> Void)?
    package var stack: _StackController?
    /// A short description of a modifier's argument, for dumps (`headline`, `red`).
    package var detail: String?
    /// Inside `.disabled(true)`: the control is drawn but does not respond.
    package var isDisabled = false
    /// For a toggle: whether it is on.
    package var isOn: Binding<Bool>?
    /// For a picker: its options in order, each with its label and whether it is chosen.
    package var options: [_PickerOption] = []
    /// For a view with `.tag(_:)`, or one element of a `ForEach`: the value a picker chooses with it.
    package var tag: AnyHashable?
    /// For a stepper: one step up and one step down.
    package var increment: (@MainActor () -> Void)?
    package var decrement: (@MainActor () -> Void)?
    /// For a slider: its value, and its bounds.
    package var value: Binding<Double>?
    package var bounds: ClosedRange<Double>?
    /// For a row of a `ForEach` with `onDelete`: deletes its element.
    package var delete: (@MainActor () -> Void)?
    /// For a text field inside `.onSubmit`: what pressing Return does.
    package var submit: (@MainActor () -> Void)?

    package init(_ kind: Kind, path: String, children: [_Node] = []) {
        self.kind = kind
        self.path = path
        self.children = children
    }
}

/// One choice of a picker.
@MainActor
package struct _PickerOption {
    package let label: String
    package let isSelected: Bool
    package let select: @MainActor () -> Void
}

/// A flag that says the tree must be drawn again. Observation may call it from any thread.
package final class _Invalidation: @unchecked Sendable {
    private let lock = NSLock()
    private var dirty = false

    package init() {}

    package func mark() {
        lock.withLock { dirty = true }
    }

    package var isDirty: Bool {
        lock.withLock { dirty }
    }

    package func reset() {
        lock.withLock { dirty = false }
    }
}

/// Where one `@State` value lives between renders.
package final class _StateBox<Value>: @unchecked Sendable {
    private var storage: Value
    package var invalidation: _Invalidation?

    package init(_ value: Value) {
        storage = value
    }

    package var value: Value {
        get { storage }
        set {
            storage = newValue
            invalidation?.mark()
        }
    }
}

/// A property wrapper the renderer connects to the graph before it asks a view for its body.
@MainActor
package protocol _GraphLinked {
    func _link(key: String, in context: _RenderContext)
}

/// A `.task` seen during the current render.
package struct _TaskRequest {
    /// The `id:` of `.task(id:)`, or nil.
    package var id: Any?
    /// Whether a running task's id equals this request's, so the task can keep running.
    package var matches: (Any?) -> Bool
    package var priority: TaskPriority
    package var action: @isolated(any) @Sendable () async -> Void
}

/// A `.task` that has been started for a view on screen.
@MainActor
package final class _RunningTask {
    package let id: Any?
    package private(set) var isFinished = false
    package var handle: Task<Void, Never>?

    init(id: Any?) {
        self.id = id
    }

    func finish() {
        isFinished = true
    }
}

/// A mark on work the view tree started: a draw, a tap, a pull to refresh.
///
/// It is bound as a task-local value while that work runs, so every `Task { }` the work
/// creates (in a button's action, in a view model's initialiser, in a `.task`) inherits it.
/// A task keeps the task-local values it inherited until it completes, so once no task
/// holds a mark any more, the work it stood for has finished: the host can wait on that
/// condition instead of guessing with a quiet period.
package final class _WorkMark: Sendable {
    @TaskLocal package static var current: _WorkMark?

    package init() {}
}

/// The navigation state of one `NavigationStack`, kept between renders.
@MainActor
package final class _StackController {
    package struct PathAccess {
        var read: () -> [AnyHashable]
        var append: (AnyHashable) -> Bool
        var removeLast: (Int) -> Void
    }

    private let invalidation: _Invalidation
    private var ownPath: [AnyHashable] = []
    /// Set on every render when the stack is bound to a path.
    package var access: PathAccess?
    /// Views pushed by destination-style links; they sit above the path's screens.
    package private(set) var pushedViews: [AnyView] = []
    /// Rebuilt on every render from the `.navigationDestination(for:)` modifiers.
    package var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]

    init(invalidation: _Invalidation) {
        self.invalidation = invalidation
    }

    /// The values on the path, bottom first.
    package var values: [AnyHashable] {
        access?.read() ?? ownPath
    }

    /// Screens above the root.
    package var depth: Int {
        values.count + pushedViews.count
    }

    package func push(_ value: AnyHashable) {
        if let access {
            _ = access.append(value)
        } else {
            ownPath.append(value)
        }
        invalidation.mark()
    }

    package func push(view: AnyView) {
        pushedViews.append(view)
        invalidation.mark()
    }

    /// Removes screens until `depth` are left above the root.
    package func pop(toDepth target: Int) {
        var excess = depth - max(target, 0)
        guard excess > 0 else { return }
        let views = min(excess, pushedViews.count)
        pushedViews.removeLast(views)
        excess -= views
        if excess > 0 {
            if let access {
                access.removeLast(excess)
            } else {
                ownPath.removeLast(min(excess, ownPath.count))
            }
        }
        invalidation.mark()
    }
}

/// Draws a view tree, keeps `@State` between draws, runs `.task` work and notices when
/// anything the tree read has changed.
@MainActor
package final class _ViewGraph {
    package let invalidation = _Invalidation()
    package private(set) var renderCount = 0
    package private(set) var tasks: [String: _RunningTask] = [:]

    private var cells: [String: AnyObject] = [:]
    private var touchedCells: Set<String> = []
    private var stacks: [String: _StackController] = [:]
    private var touchedStacks: Set<String> = []
    private var requestedTasks: [String: _TaskRequest] = [:]
    private var shownSheets: [String: (() -> Void)?] = [:]
    private var sheetsShownNow: [String: (() -> Void)?] = [:]
    /// Views whose `onAppear` has run, and the `onAppear` actions seen in the current draw.
    private var appeared: Set<String> = []
    private var appearingNow: [String: () -> Void] = [:]
    /// The values `.onChange(of:)` watched in the last draw and in the current one, and the
    /// actions of the changes seen in the current draw.
    private var watchedValues: [String: Any] = [:]
    private var watchedNow: [String: Any] = [:]
    private var changesNow: [() -> Void] = []
    /// Marks handed out for work the tree started, held weakly: a mark that is gone is work done.
    private var marks: [WeakMark] = []

    private struct WeakMark {
        weak var mark: _WorkMark?
    }

    package init() {}

    /// Draws the tree from the root. Observation tracks every value the bodies read, so a
    /// change to an `@Observable` model marks the tree dirty.
    package func render(_ draw: (_RenderContext) -> [_Node]) -> _Node {
        // A view model made while drawing (`@State var model = Model()`) may start work in its
        // initialiser; the mark lets the host wait for it.
        _WorkMark.$current.withValue(newMark()) {
            renderMarked(draw)
        }
    }

    private func renderMarked(_ draw: (_RenderContext) -> [_Node]) -> _Node {
        invalidation.reset()
        touchedCells = []
        touchedStacks = []
        requestedTasks = [:]
        sheetsShownNow = [:]
        appearingNow = [:]
        watchedNow = [:]
        changesNow = []
        let context = _RenderContext(graph: self, path: "", environment: EnvironmentValues())
        let invalidation = self.invalidation
        let children = withObservationTracking {
            draw(context)
        } onChange: {
            invalidation.mark()
        }
        // State of views that left the tree is gone, as in SwiftUI.
        cells = cells.filter { touchedCells.contains($0.key) }
        stacks = stacks.filter { touchedStacks.contains($0.key) }
        reconcileTasks()
        let dismissed = shownSheets.filter { sheetsShownNow[$0.key] == nil }
        shownSheets = sheetsShownNow
        let newcomers = appearingNow.filter { !appeared.contains($0.key) }.sorted { $0.key < $1.key }
        appeared = Set(appearingNow.keys)
        watchedValues = watchedNow
        let changes = changesNow
        renderCount += 1
        for (_, onDismiss) in dismissed.sorted(by: { $0.key < $1.key }) {
            onDismiss?()
        }
        // As on a device, a view's onAppear runs after the draw that first shows it, and again
        // only after it has left the tree and come back.
        for (_, action) in newcomers {
            action()
        }
        // `.onChange` actions run after the draw that showed the new value, oldest view first.
        for change in changes {
            change()
        }
        return _Node(.root, path: "", children: children)
    }

    /// Connects `@State` and `@Environment` properties of `subject` to this graph.
    package func link(_ subject: Any, key: String, in context: _RenderContext) {
        for child in Mirror(reflecting: subject).children {
            guard let label = child.label else { continue }
            if let linked = child.value as? any _GraphLinked {
                linked._link(key: key + "." + label, in: context)
            } else if child.value is any DynamicProperty {
                // A custom dynamic property keeps its own wrappers inside.
                link(child.value, key: key + "." + label, in: context)
            }
        }
    }

    package func adopt<Value>(_ location: _StateLocation<Value>, key: String) {
        touchedCells.insert(key)
        if let box = cells[key] as? _StateBox<Value> {
            location.box = box
        } else {
            location.box.invalidation = invalidation
            cells[key] = location.box
        }
    }

    package func stackController(at key: String) -> _StackController {
        touchedStacks.insert(key)
        if let existing = stacks[key] {
            return existing
        }
        let controller = _StackController(invalidation: invalidation)
        stacks[key] = controller
        return controller
    }

    package func requestTask(at key: String, _ request: _TaskRequest) {
        requestedTasks[key] = request
    }

    package func noteAppearance(at key: String, action: @escaping () -> Void) {
        appearingNow[key] = action
    }

    /// Records the value an `.onChange(of:)` watches, and queues `action` when it differs from
    /// the last draw's (or, with `initial`, when the view first appears).
    package func noteChange<V: Equatable>(at key: String, value: V, initial: Bool, action: @escaping (V, V) -> Void) {
        watchedNow[key] = value
        if let previous = watchedValues[key] as? V {
            if previous != value { changesNow.append { action(previous, value) } }
        } else if initial {
            changesNow.append { action(value, value) }
        }
    }

    package func noteSheetShown(at key: String, onDismiss: (() -> Void)?) {
        sheetsShownNow[key] = onDismiss
    }

    /// Starts the tasks of views that appeared, cancels those of views that left, and
    /// restarts a task whose `id` changed.
    private func reconcileTasks() {
        for (key, running) in tasks where !(requestedTasks[key]?.matches(running.id) ?? false) {
            running.handle?.cancel()
            tasks[key] = nil
        }
        for (key, request) in requestedTasks.sorted(by: { $0.key < $1.key }) where tasks[key] == nil {
            let running = _RunningTask(id: request.id)
            let action = request.action
            running.handle = Task(priority: request.priority) {
                await action()
                running.finish()
            }
            tasks[key] = running
        }
    }

    /// Whether every started task has finished.
    package var tasksAreIdle: Bool {
        tasks.values.allSatisfy(\.isFinished)
    }

    /// A new mark for work the tree starts; bind it as `_WorkMark.current` while the work runs.
    package func newMark() -> _WorkMark {
        let mark = _WorkMark()
        marks.append(WeakMark(mark: mark))
        return mark
    }

    /// `action` run under a new mark, so the tasks it starts are waited for.
    package func marked(_ action: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        { [weak self] in
            guard let self else { return action() }
            _WorkMark.$current.withValue(self.newMark()) {
                action()
            }
        }
    }

    /// Whether every task started by a draw, a tap or a pull to refresh has completed.
    package var markedWorkIsDone: Bool {
        marks.removeAll { $0.mark == nil }
        return marks.isEmpty
    }
}
