/// A choice among tagged options. The headless host lists the options by their labels and
/// chooses one, which sets the selection to that option's tag, as a tap on a device does.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never

    let selection: Binding<SelectionValue>
    let content: Content
    let label: Label

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    @available(iOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(selection: selection, content: content) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Picker: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let title = context.appending("label").render(label).flatMap(\._texts).joined(separator: " ")
        let node = _Node(.picker(title), path: context.path)
        let selection = self.selection
        node.isDisabled = !context.isEnabled
        let current = AnyHashable(selection.wrappedValue)
        node.options = context.appending("content").render(content).flatMap(Self.tagged).compactMap { option in
            guard let value = option.tag?.base as? SelectionValue else { return nil }
            return _PickerOption(
                label: option._texts.joined(separator: " "),
                isSelected: AnyHashable(value) == current,
                select: { selection.wrappedValue = value }
            )
        }
        node.detail = node.options.first(where: \.isSelected)?.label
        return [node]
    }

    /// The options inside `node`: the outermost nodes with a tag, an explicit `.tag` winning
    /// over the implicit one a `ForEach` gives each element.
    @MainActor private static func tagged(_ node: _Node) -> [_Node] {
        if node.tag != nil {
            let explicit = node.children.flatMap(explicitTags)
            return explicit.isEmpty ? [node] : explicit
        }
        return node.children.flatMap(tagged)
    }

    @MainActor private static func explicitTags(_ node: _Node) -> [_Node] {
        node.kind == .modifier("tag") ? [node] : node.children.flatMap(explicitTags)
    }
}

// MARK: - Picker styles

@MainActor @preconcurrency
public protocol PickerStyle {}

public struct DefaultPickerStyle: PickerStyle {
    public init() {}
}

public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

public struct MenuPickerStyle: PickerStyle {
    public init() {}
}

public struct InlinePickerStyle: PickerStyle {
    public init() {}
}

@available(macOS, unavailable)
public struct WheelPickerStyle: PickerStyle {
    public init() {}
}

public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
}

public struct PalettePickerStyle: PickerStyle {
    public init() {}
}

public struct RadioGroupPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

@available(macOS, unavailable)
extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "pickerStyle", detail: String(describing: S.self))
    }
}

// MARK: - DatePicker and ColorPicker

public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

/// A date chooser. The host shows the date it holds; a test sets the date through the binding.
nonisolated public struct DatePicker<Label: View>: View {
    public typealias Body = Never

    let selection: Binding<Date>
    let label: Label

    public init(selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

extension DatePicker: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let title = context.appending("label").render(label).flatMap(\._texts).joined(separator: " ")
        let node = _Node(.picker(title), path: context.path)
        node.detail = selection.wrappedValue.formatted(date: .abbreviated, time: .shortened)
        return [node]
    }
}

/// A colour chooser; the host shows its label.
nonisolated public struct ColorPicker<Label: View>: View {
    public typealias Body = Never

    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension ColorPicker: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let title = context.appending("label").render(label).flatMap(\._texts).joined(separator: " ")
        return [_Node(.picker(title), path: context.path)]
    }
}
