// Categories order from the smallest text to the largest, as Apple's compare.
extension ContentSizeCategory {
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    public static func <= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        !(rhs < lhs)
    }

    public static func > (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        rhs < lhs
    }

    public static func >= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        !(lhs < rhs)
    }
}
