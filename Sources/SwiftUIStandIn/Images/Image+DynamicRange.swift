extension Image {
    /// How much of a high-dynamic-range image's range is shown.
    public struct DynamicRange: Hashable, Sendable {
        let name: String

        public static let standard = DynamicRange(name: "standard")
        public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
        public static let high = DynamicRange(name: "high")
    }

    /// The host shows no pixels, so the range changes nothing a test reads.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> Image {
        self
    }
}
