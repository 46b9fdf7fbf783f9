/// The entries of a custom VoiceOver rotor, built like a view's content.
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
    associatedtype Body: AccessibilityRotorContent

    @AccessibilityRotorContentBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Never: AccessibilityRotorContent {}

/// Marks the rotor contents the stand-in declares itself, whose `body` is never asked for.
public protocol _PrimitiveRotorContent {}

extension AccessibilityRotorContent where Self: _PrimitiveRotorContent, Body == Never {
    public var body: Never {
        fatalError("\(Self.self) is primitive rotor content and has no body")
    }
}

/// The entries of a multi-statement `@AccessibilityRotorContentBuilder` block.
nonisolated public struct _TupleRotorContent<T>: AccessibilityRotorContent, _PrimitiveRotorContent {
    public typealias Body = Never

    let value: T
}

/// The entries of an `if` without `else` in a rotor's builder.
nonisolated public struct _OptionalRotorContent<Wrapped: AccessibilityRotorContent>: AccessibilityRotorContent, _PrimitiveRotorContent {
    public typealias Body = Never

    let wrapped: Wrapped?
}
