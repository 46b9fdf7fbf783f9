import Foundation

/// Why a view's content is hidden behind placeholders: `.redacted(reason: .placeholder)` while data loads.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}

extension EnvironmentValues {
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// The host keeps the content, so a test still reads what a placeholder stands for, and notes the reason.
    public func redacted(reason: RedactionReasons) -> some View {
        _Decorated(content: self, name: "redacted", detail: reason.isEmpty ? nil : String(reason.rawValue))
    }

    public func unredacted() -> some View {
        _Decorated(content: self, name: "unredacted")
    }
}
