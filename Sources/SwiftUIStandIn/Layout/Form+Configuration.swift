extension Form where Content == FormStyleConfiguration.Content {
    /// The form a custom form style draws from its configuration.
    public init(_ configuration: FormStyleConfiguration) {
        self.init { configuration.content }
    }
}
