/// A key into the values a view hands its container (`ContainerValues`), with the value a
/// view that sets none has.
public protocol ContainerValueKey {
    associatedtype Value

    static var defaultValue: Self.Value { get }
}
