/// Opens a window of a `WindowGroup` by its identifier or for a value. An iPhone, like the
/// headless host, shows one window, so the action opens none.
@MainActor @preconcurrency
public struct OpenWindowAction {
    nonisolated init() {}

    public func callAsFunction(id: String) {}

    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}
