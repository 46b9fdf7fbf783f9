/// Decides, step by step, what a drag over a view does. Only `performDrop(info:)` must be written:
/// the others default to what Apple's do.
@MainActor @preconcurrency
public protocol DropDelegate {
    @MainActor @preconcurrency
    func validateDrop(info: DropInfo) -> Bool

    @MainActor @preconcurrency
    func performDrop(info: DropInfo) -> Bool

    @MainActor @preconcurrency
    func dropEntered(info: DropInfo)

    @MainActor @preconcurrency
    func dropUpdated(info: DropInfo) -> DropProposal?

    @MainActor @preconcurrency
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool {
        true
    }

    public func dropEntered(info: DropInfo) {}

    public func dropUpdated(info: DropInfo) -> DropProposal? {
        nil
    }

    public func dropExited(info: DropInfo) {}
}
