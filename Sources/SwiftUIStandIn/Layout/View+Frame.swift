extension View {
    /// Apple keeps the argument-less form only to tell people to pass a size; it changes nothing.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View {
        self
    }
}
