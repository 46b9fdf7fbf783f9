extension Binding {
    /// One binding over the bindings a picker edits together: it reads the first source (the
    /// picker shows that choice) and writes every one.
    package init<C: RandomAccessCollection>(sources: C, _ keyPath: KeyPath<C.Element, Binding<Value>>) {
        self.init(
            read: {
                guard let first = sources.first else {
                    preconditionFailure("A picker over several sources needs at least one source.")
                }
                return first[keyPath: keyPath].wrappedValue
            },
            write: { newValue in
                for source in sources {
                    source[keyPath: keyPath].wrappedValue = newValue
                }
            }
        )
    }
}
