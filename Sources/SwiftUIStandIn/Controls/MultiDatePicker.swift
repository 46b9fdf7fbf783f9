import Foundation

/// A calendar on which the user picks several dates. The headless host shows it as a picker
/// titled by its label, with the number of dates chosen.
nonisolated public struct MultiDatePicker<Label: View>: View {
    public typealias Body = Never

    let selection: Binding<Set<DateComponents>>
    let label: Label

    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }
}

extension MultiDatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection) { Text(title) }
    }
}

extension MultiDatePicker: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let title = context.appending("label").render(label).flatMap(\._texts).joined(separator: " ")
        let node = _Node(.picker(title), path: context.path)
        node.detail = "\(selection.wrappedValue.count) dates"
        node.isDisabled = !context.isEnabled
        return [node]
    }
}
