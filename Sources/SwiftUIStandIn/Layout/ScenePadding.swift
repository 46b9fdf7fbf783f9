/// The padding a scene's content gets from its edges, as `scenePadding(_:edges:)` takes it.
public struct ScenePadding: Equatable, Sendable {
    let name: String

    public static let minimum = ScenePadding(name: "minimum")
}

extension View {
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        _Decorated(content: self, name: "scenePadding", detail: padding.name)
    }
}
