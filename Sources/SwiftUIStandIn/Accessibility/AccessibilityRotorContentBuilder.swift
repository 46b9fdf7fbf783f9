/// Builds a rotor's entries from the statements of a closure.
@resultBuilder
public struct AccessibilityRotorContentBuilder {
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content) -> some AccessibilityRotorContent {
        content
    }

    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent>(_ c0: C0, _ c1: C1) -> some AccessibilityRotorContent {
        _TupleRotorContent(value: (c0, c1))
    }

    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> some AccessibilityRotorContent {
        _TupleRotorContent(value: (c0, c1, c2))
    }

    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some AccessibilityRotorContent {
        _TupleRotorContent(value: (c0, c1, c2, c3))
    }

    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some AccessibilityRotorContent {
        _TupleRotorContent(value: (c0, c1, c2, c3, c4))
    }

    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some AccessibilityRotorContent {
        _TupleRotorContent(value: (c0, c1, c2, c3, c4, c5))
    }

    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some AccessibilityRotorContent {
        _TupleRotorContent(value: (c0, c1, c2, c3, c4, c5, c6))
    }

    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some AccessibilityRotorContent {
        _TupleRotorContent(value: (c0, c1, c2, c3, c4, c5, c6, c7))
    }

    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some AccessibilityRotorContent {
        _TupleRotorContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent, C9: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some AccessibilityRotorContent {
        _TupleRotorContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?) -> some AccessibilityRotorContent {
        _OptionalRotorContent(wrapped: content)
    }
}
