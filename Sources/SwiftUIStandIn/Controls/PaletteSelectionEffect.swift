/// How a palette picker marks its chosen option: the system's highlight, a symbol variant, or
/// nothing, because the options draw it themselves.
public struct PaletteSelectionEffect: Equatable, Sendable {
    let name: String

    public static var automatic: PaletteSelectionEffect { PaletteSelectionEffect(name: "automatic") }
    public static var custom: PaletteSelectionEffect { PaletteSelectionEffect(name: "custom") }

    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
        PaletteSelectionEffect(name: "symbolVariant")
    }
}
