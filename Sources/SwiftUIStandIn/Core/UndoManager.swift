// Apple's Foundation records undoable changes in an `UndoManager`, which SwiftUI hands to views
// through `EnvironmentValues.undoManager`; Foundation on Linux has no such class. This one keeps
// the classic contract: what is registered while undoing becomes a redo, and each registration
// is one step.
#if !canImport(Darwin)
import Foundation

open class UndoManager: NSObject, @unchecked Sendable {
    private struct Step {
        let name: String
        let target: AnyObject
        let perform: () -> Void
    }

    private var undoSteps: [Step] = []
    private var redoSteps: [Step] = []
    private var pendingName = ""

    open private(set) var isUndoing = false
    open private(set) var isRedoing = false
    open var levelsOfUndo = 0
    open var groupsByEvent = true

    public override init() {
        super.init()
    }

    open var canUndo: Bool { !undoSteps.isEmpty }
    open var canRedo: Bool { !redoSteps.isEmpty }
    open var undoActionName: String { undoSteps.last?.name ?? "" }
    open var redoActionName: String { redoSteps.last?.name ?? "" }

    public func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        let step = Step(name: pendingName, target: target) { handler(target) }
        if isUndoing {
            redoSteps.append(step)
        } else {
            if !isRedoing { redoSteps.removeAll() }
            undoSteps.append(step)
            if levelsOfUndo > 0, undoSteps.count > levelsOfUndo {
                undoSteps.removeFirst()
            }
        }
    }

    open func setActionName(_ actionName: String) {
        pendingName = actionName
        // The name belongs to the step just registered: a redo while undoing, an undo otherwise.
        if isUndoing {
            if let last = redoSteps.popLast() {
                redoSteps.append(Step(name: actionName, target: last.target, perform: last.perform))
            }
        } else if let last = undoSteps.popLast() {
            undoSteps.append(Step(name: actionName, target: last.target, perform: last.perform))
        }
    }

    open func undo() {
        guard let step = undoSteps.popLast() else { return }
        isUndoing = true
        pendingName = step.name
        step.perform()
        isUndoing = false
    }

    open func redo() {
        guard let step = redoSteps.popLast() else { return }
        isRedoing = true
        pendingName = step.name
        step.perform()
        isRedoing = false
    }

    open func removeAllActions() {
        undoSteps.removeAll()
        redoSteps.removeAll()
    }

    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        undoSteps.removeAll { $0.target === object }
        redoSteps.removeAll { $0.target === object }
    }

    open func beginUndoGrouping() {}

    open func endUndoGrouping() {}
}
#endif
