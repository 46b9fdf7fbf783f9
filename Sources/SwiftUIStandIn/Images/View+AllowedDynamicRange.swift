extension View {
    /// Caps the dynamic range of the images below; they read it from the environment.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
        environment(\.allowedDynamicRange, range)
    }
}
