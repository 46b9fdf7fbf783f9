/// The file of the document a view is showing, as views below a `DocumentGroup` read it from
/// the environment.
public struct DocumentConfiguration: Sendable {
    public let fileURL: URL?
    public let isEditable: Bool
}
