/// How a scroll view settles when the finger lifts: anywhere, a page at a time, or on a view.
public protocol ScrollTargetBehavior {}

public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}
