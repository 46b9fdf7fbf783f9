/// Builds a widget bundle's widgets from the statements of a closure.
@resultBuilder
public struct WidgetBundleBuilder {
    public static func buildExpression<Content: Widget>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock() -> some Widget {
        _TupleWidget(value: ())
    }

    public static func buildBlock<Content: Widget>(_ content: Content) -> some Widget {
        content
    }

    public static func buildBlock<C0: Widget, C1: Widget>(_ c0: C0, _ c1: C1) -> some Widget {
        _TupleWidget(value: (c0, c1))
    }

    public static func buildBlock<C0: Widget, C1: Widget, C2: Widget>(_ c0: C0, _ c1: C1, _ c2: C2) -> some Widget {
        _TupleWidget(value: (c0, c1, c2))
    }

    public static func buildBlock<C0: Widget, C1: Widget, C2: Widget, C3: Widget>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some Widget {
        _TupleWidget(value: (c0, c1, c2, c3))
    }

    public static func buildBlock<C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some Widget {
        _TupleWidget(value: (c0, c1, c2, c3, c4))
    }

    public static func buildBlock<C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some Widget {
        _TupleWidget(value: (c0, c1, c2, c3, c4, c5))
    }

    public static func buildBlock<C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some Widget {
        _TupleWidget(value: (c0, c1, c2, c3, c4, c5, c6))
    }

    public static func buildBlock<C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget, C7: Widget>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some Widget {
        _TupleWidget(value: (c0, c1, c2, c3, c4, c5, c6, c7))
    }

    public static func buildBlock<C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget, C7: Widget, C8: Widget>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some Widget {
        _TupleWidget(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    public static func buildBlock<C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget, C7: Widget, C8: Widget, C9: Widget>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some Widget {
        _TupleWidget(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }
}
