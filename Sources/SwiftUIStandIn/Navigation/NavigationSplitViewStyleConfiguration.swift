/// What a split view style gets to arrange: the split view's columns, drawn as they are.
public struct NavigationSplitViewStyleConfiguration {
    let content: AnyView
}
