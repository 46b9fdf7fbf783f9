import Foundation

/// How a scroll view settles when the finger lifts: anywhere, a page at a time, or on a view. The
/// headless host scrolls nothing, so no behaviour is ever asked to move a target.
public protocol ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)

    typealias TargetContext = ScrollTargetBehaviorContext
}

public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    let limitBehavior: LimitBehavior

    public init(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}

    /// Whether one swipe may scroll past more than one view.
    public struct LimitBehavior: Sendable {
        let name: String

        public static var automatic: LimitBehavior { LimitBehavior(name: "automatic") }
        public static var always: LimitBehavior { LimitBehavior(name: "always") }
        public static var never: LimitBehavior { LimitBehavior(name: "never") }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
