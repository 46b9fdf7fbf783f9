extension EnvironmentObject {
    /// What `$model` gives for an environment object: a binding to each of its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(read: { object[keyPath: keyPath] }, write: { object[keyPath: keyPath] = $0 })
        }
    }
}
