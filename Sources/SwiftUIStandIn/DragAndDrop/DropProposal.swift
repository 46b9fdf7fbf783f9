/// A drop delegate's answer while a drag moves over its view: what a drop there would do.
public struct DropProposal: Sendable {
    public let operation: DropOperation

    public init(operation: DropOperation) {
        self.operation = operation
    }
}
