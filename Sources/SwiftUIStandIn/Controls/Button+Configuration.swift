extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a custom primitive style draws from its configuration: tapping it triggers the
    /// configured action.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}
