// A picker over several sources edits them together: choosing an option sets every source.
extension Picker {
    public init<C: RandomAccessCollection>(
        sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: Binding(sources: sources, selection), content: content, label: label)
    }
}

extension Picker where Label == Text {
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey,
        sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S,
        sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == SwiftUI.Label<Text, Image> {
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey,
        systemImage: String,
        sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S,
        systemImage: String,
        sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}
