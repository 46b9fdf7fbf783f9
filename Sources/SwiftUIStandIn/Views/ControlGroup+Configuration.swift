extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// A control group made from a style's configuration: what a custom style returns to get the
    /// standard arrangement.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.init { configuration.content }
    }
}

extension ControlGroup {
    public init<C>(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Label<Text, Image>>, C: View {
        self.init(content: content) { Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<C, S>(_ title: S, image: ImageResource, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Label<Text, Image>>, C: View, S: StringProtocol {
        self.init(content: content) { Label(title, image: image) }
    }
}
