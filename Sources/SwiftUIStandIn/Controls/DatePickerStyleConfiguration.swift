import Foundation

/// What a date picker style gets to draw: the title, the selected date, its bounds, and which of
/// the date's parts the picker edits.
public struct DatePickerStyleConfiguration {
    /// The date picker's title.
    public struct Label: View, _PrimitiveView {
        public typealias Body = Never

        let content: AnyView

        @MainActor package func _render(in context: _RenderContext) -> [_Node] {
            context.render(content)
        }
    }

    public let label: DatePickerStyleConfiguration.Label
    @Binding public var selection: Date
    public var minimumDate: Date?
    public var maximumDate: Date?
    public var displayedComponents: DatePickerComponents
}
