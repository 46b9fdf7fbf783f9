/// Views made from a collection (a `ForEach`) that a list can delete from and reorder.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Self.Data { get }
}

/// Content whose element views can be drawn one element at a time.
@MainActor
package protocol _ElementRendering {
    func _renderElements(in context: _RenderContext) -> [[_Node]]
}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEach: _ElementRendering where Content: View {
    @MainActor package func _renderElements(in context: _RenderContext) -> [[_Node]] {
        data.map { element in
            let id = identify(element)
            let nodes = context.appending("#\(id)").render(content(element))
            for node in nodes where node.tag == nil {
                node.tag = AnyHashable(id)
            }
            return nodes
        }
    }
}

/// A `ForEach` with `onDelete` or `onMove`: each element's row can be deleted, as a swipe to
/// delete does on a device.
nonisolated public struct _EditableContent<Base: DynamicViewContent>: DynamicViewContent {
    public typealias Body = Never

    let base: Base
    let delete: ((IndexSet) -> Void)?

    /// On the main actor, where `DynamicViewContent` declares it and where the base's `data` is.
    @MainActor public var data: Base.Data { base.data }
}

extension _EditableContent: _ElementRendering, _PrimitiveView {
    @MainActor package func _renderElements(in context: _RenderContext) -> [[_Node]] {
        guard let elements = (base as? any _ElementRendering)?._renderElements(in: context) else {
            return [context.render(base)]
        }
        if let delete {
            for (offset, nodes) in elements.enumerated() {
                for node in nodes {
                    node.delete = context.graph.marked { delete(IndexSet(integer: offset)) }
                }
            }
        }
        return elements
    }

    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        _renderElements(in: context).flatMap { $0 }
    }
}

extension DynamicViewContent {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        _EditableContent(base: self, delete: action)
    }

    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        _EditableContent(base: self, delete: nil)
    }
}

// SwiftUI adds these to collections, for `onDelete` and `onMove`.
extension RangeReplaceableCollection where Self: MutableCollection {
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
    }
}
