extension Font {
    public init(_ font: CTFont) {
        self.init(name: "CTFont")
    }
}
