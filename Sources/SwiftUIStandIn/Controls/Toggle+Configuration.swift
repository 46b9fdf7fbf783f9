extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a custom style draws from its configuration.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}
