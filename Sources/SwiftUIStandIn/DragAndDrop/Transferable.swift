// `Transferable` (Apple's CoreTransferable, which SwiftUI brings with it) says how a value is
// carried by drag and drop, sharing and the pasteboard. The headless host transfers nothing
// between apps, so a representation records how it would convert and is otherwise kept.

/// A value that can be dragged, dropped, shared or pasted.
public protocol Transferable {
    associatedtype Representation: TransferRepresentation

    @TransferRepresentationBuilder<Self>
    static var transferRepresentation: Self.Representation { get }
}

/// One way a `Transferable` value converts to and from a kind of content.
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation

    @TransferRepresentationBuilder<Self.Item>
    var body: Self.Body { get }
}

extension Never: Transferable, TransferRepresentation {
    public typealias Item = Never

    public static var transferRepresentation: Never {
        fatalError("Never has no transfer representation")
    }

    public var body: Never {
        fatalError("Never has no body")
    }
}

/// Marks the representations the stand-in declares itself, whose `body` is never asked for.
public protocol _PrimitiveTransferRepresentation {}

extension TransferRepresentation where Self: _PrimitiveTransferRepresentation, Body == Never {
    public var body: Never {
        fatalError("\(Self.self) is a primitive transfer representation and has no body")
    }
}

/// The representations of a multi-statement `@TransferRepresentationBuilder` block, in order of preference.
public struct _TupleTransferRepresentation<Item: Transferable, T>: TransferRepresentation, _PrimitiveTransferRepresentation, @unchecked Sendable {
    public typealias Body = Never

    let value: T
}

/// Builds a type's transfer representations from the statements of a closure.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item {
        content
    }

    public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item {
        content
    }

    public static func buildBlock<each R: TransferRepresentation>(_ content: repeat each R) -> _TupleTransferRepresentation<Item, (repeat each R)> {
        _TupleTransferRepresentation(value: (repeat each content))
    }
}
