extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a custom group box style draws from its configuration.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init { configuration.content } label: { configuration.label }
    }
}
