extension Text.LineStyle {
    /// Nil for an empty style, which draws no line.
    @available(macOS, unavailable)
    public init?(nsUnderlineStyle: NSUnderlineStyle) {
        guard !nsUnderlineStyle.isEmpty else { return nil }
        let patterns: [Int: Text.LineStyle.Pattern] = [0x0100: .dot, 0x0200: .dash, 0x0300: .dashDot, 0x0400: .dashDotDot]
        self.init(pattern: patterns[nsUnderlineStyle.rawValue & 0x0700] ?? .solid)
    }
}
