// A Linux stand-in for the part of SwiftUI that the course's views use.
//
// The module is named `SwiftUI` so that view files compile unchanged on Linux. Every public
// declaration copies the signature of Apple's SwiftUI (generic parameters, argument labels,
// isolation), so code that compiles here also compiles on a Mac, and the stand-in is never
// stricter than Apple's: closures are taken `@preconcurrency` where Apple's are, and the modules
// Apple's SwiftUI re-exports are re-exported here. Internals that the headless host
// needs are `package`, so learners can't reach them.

// `import SwiftUI` makes Foundation visible on Apple platforms too, and Observation with it:
// a view file that imports only SwiftUI can declare an `@Observable` model on a Mac.
@_exported public import Foundation
@_exported public import Observation
// On Linux, URLSession and URLRequest live in FoundationNetworking; Apple's Foundation has them.
#if canImport(FoundationNetworking)
@_exported public import FoundationNetworking
#endif

/// A part of the user interface: either built from other views through `body`, or one of the
/// primitive views below, which the renderer knows how to draw.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

/// Marks the stand-in's primitive views, whose `body` is never asked for. The default `body`
/// below is limited to them: on every view it would let `struct Empty: View {}` compile, which
/// Apple's SwiftUI refuses because nothing says what its body is.
public protocol _PrimitiveBody {}

// Primitive views have no body: the renderer draws them directly.
extension View where Self: _PrimitiveBody, Body == Never {
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}

extension Never: View {
    public typealias Body = Never
}

/// A view that draws nothing.
nonisolated public struct EmptyView: View {
    public typealias Body = Never

    public init() {}
}

/// A type-erased view.
nonisolated public struct AnyView: View {
    public typealias Body = Never

    package let wrapped: any View

    public init<V: View>(_ view: V) {
        wrapped = view
    }

    public init<V: View>(erasing view: V) {
        wrapped = view
    }
}

/// The views of a multi-statement `@ViewBuilder` block.
nonisolated public struct TupleView<T>: View {
    public typealias Body = Never

    public var value: T

    public init(_ value: T) {
        self.value = value
    }
}

/// The result of an `if`/`else` or `switch` in a `@ViewBuilder` block.
public struct _ConditionalContent<TrueContent, FalseContent> {
    package enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    package let storage: Storage

    package init(storage: Storage) {
        self.storage = storage
    }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

// MARK: - Rendering primitives

/// A view that the renderer draws itself instead of asking for its body.
@MainActor
package protocol _PrimitiveView: _PrimitiveBody {
    func _render(in context: _RenderContext) -> [_Node]
}

extension EmptyView: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] { [] }
}

extension Never: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] { [] }
}

extension AnyView: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        // The type name is part of the identity, so swapping the erased view resets its state.
        context.appending("\(type(of: wrapped))").render(wrapped)
    }
}

extension TupleView: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        // A tuple of views can't be iterated generically; reflection gives its elements.
        var nodes: [_Node] = []
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            if let view = child.value as? any View {
                nodes += context.appending("\(index)").render(view)
            }
        }
        return nodes
    }
}

extension _ConditionalContent: _PrimitiveBody, _PrimitiveView where TrueContent: View, FalseContent: View {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        switch storage {
        case .trueContent(let view):
            context.appending("if").render(view)
        case .falseContent(let view):
            context.appending("else").render(view)
        }
    }
}

extension Optional: _PrimitiveBody, _PrimitiveView where Wrapped: View {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        switch self {
        case .some(let view):
            context.appending("some").render(view)
        case .none:
            []
        }
    }
}
