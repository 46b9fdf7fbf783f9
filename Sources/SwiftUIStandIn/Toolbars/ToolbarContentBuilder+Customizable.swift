// The single-item and conditional steps of Apple's builder, again for customizable content
// (`toolbar(id:)`), as the blocks of two to ten items have them. They build what the steps for
// any toolbar content build, which is customizable when its items are.
extension ToolbarContentBuilder {
    public static func buildBlock<Content>(_ content: Content) -> some CustomizableToolbarContent where Content: CustomizableToolbarContent {
        content
    }

    public static func buildExpression<Content>(_ content: Content) -> Content where Content: CustomizableToolbarContent {
        content
    }

    public static func buildIf<Content>(_ content: Content?) -> _ToolbarConditional<Content, TupleToolbarContent<()>> where Content: CustomizableToolbarContent {
        if let content {
            _ToolbarConditional(storage: .trueContent(content))
        } else {
            _ToolbarConditional(storage: .falseContent(TupleToolbarContent(value: ())))
        }
    }

    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ToolbarConditional<TrueContent, FalseContent> where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {
        _ToolbarConditional(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ToolbarConditional<TrueContent, FalseContent> where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {
        _ToolbarConditional(storage: .falseContent(second))
    }
}
