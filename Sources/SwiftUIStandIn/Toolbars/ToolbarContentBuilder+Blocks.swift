// Apple's builder takes two to ten items, each pair of overloads once for any toolbar content and
// once for customizable content (`toolbar(id:)`), which keeps the block customizable.
extension ToolbarContentBuilder {
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent>(_ c0: C0, _ c1: C1) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1))
    }

    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2))
    }

    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3))
    }

    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4))
    }

    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5))
    }

    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6))
    }

    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7))
    }

    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent>(_ c0: C0, _ c1: C1) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1))
    }

    public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2))
    }

    public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3))
    }

    public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4))
    }

    public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5))
    }

    public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6))
    }

    public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7))
    }

    public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent, C9: CustomizableToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> some ToolbarContent {
        content
    }

    public static func buildLimitedAvailability<Content: CustomizableToolbarContent>(_ content: Content) -> some CustomizableToolbarContent {
        content
    }
}
