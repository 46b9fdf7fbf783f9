/// Closes a window: the one showing the view, or those of a group or value. The host's single
/// window stays, as an iPhone's does.
@MainActor @preconcurrency
public struct DismissWindowAction {
    nonisolated init() {}

    public func callAsFunction() {}

    public func callAsFunction(id: String) {}

    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}
