extension View {
    /// How the palette pickers below mark their chosen option. The host reads a picker's choice
    /// from its selection, so the effect keeps the content as it is.
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View {
        _Decorated(content: self, name: "paletteSelectionEffect")
    }
}
