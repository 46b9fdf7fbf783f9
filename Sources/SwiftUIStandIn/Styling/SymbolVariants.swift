/// A variant of an SF Symbol (`.fill`, `.circle`, `.slash`), which `Image(systemName:)` shows.
public struct SymbolVariants: Hashable, Sendable {
    let names: Set<String>

    public static let none = SymbolVariants(names: [])
    public static let circle = SymbolVariants(names: ["circle"])
    public static let square = SymbolVariants(names: ["square"])
    public static let rectangle = SymbolVariants(names: ["rectangle"])
    public static let fill = SymbolVariants(names: ["fill"])
    public static let slash = SymbolVariants(names: ["slash"])

    public var circle: SymbolVariants { SymbolVariants(names: names.union(["circle"])) }
    public var square: SymbolVariants { SymbolVariants(names: names.union(["square"])) }
    public var rectangle: SymbolVariants { SymbolVariants(names: names.union(["rectangle"])) }
    public var fill: SymbolVariants { SymbolVariants(names: names.union(["fill"])) }
    public var slash: SymbolVariants { SymbolVariants(names: names.union(["slash"])) }

    public func contains(_ other: SymbolVariants) -> Bool {
        other.names.isSubset(of: names)
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static var defaultValue: SymbolVariants { .none }
}

extension EnvironmentValues {
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }
}
