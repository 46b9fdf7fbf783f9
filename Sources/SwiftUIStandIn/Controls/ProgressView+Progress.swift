import Foundation

// Progress views made from a Foundation `Progress` or from a style's configuration (a custom
// style wrapping the default look).

extension ProgressView {
    public init(_ progress: Progress) where Label == EmptyView, CurrentValueLabel == EmptyView {
        // An indeterminate progress has no total; it shows as a spinner.
        let fraction = progress.isIndeterminate ? nil : progress.fractionCompleted
        self.init(label: EmptyView(), fraction: fraction)
    }

    public init(_ configuration: ProgressViewStyleConfiguration) where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
        let label = configuration.label ?? ProgressViewStyleConfiguration.Label(content: AnyView(EmptyView()))
        self.init(label: label, fraction: configuration.fractionCompleted)
    }
}
