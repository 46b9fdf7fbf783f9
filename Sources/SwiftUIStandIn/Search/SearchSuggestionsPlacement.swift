/// Where search suggestions show: in a menu under the field, or in the searched view's content.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let name: String

    public static let automatic = SearchSuggestionsPlacement(name: "automatic")
    public static let content = SearchSuggestionsPlacement(name: "content")
    public static let menu = SearchSuggestionsPlacement(name: "menu")

    /// A set of placements.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        public static let content = Set(rawValue: 1 << 0)
        public static let menu = Set(rawValue: 1 << 1)
    }
}
