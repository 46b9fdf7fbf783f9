import Foundation

/// A sheet height of the app's own, worked out from the space the sheet may take
/// (`.presentationDetents([.custom(BarDetent.self)])`).
public protocol CustomPresentationDetent {
    static func height(in context: Self.Context) -> CGFloat?

    typealias Context = PresentationDetent.Context
}

extension PresentationDetent {
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(name: "custom \(String(describing: D.self))")
    }

    /// What a custom detent knows when it works out its height: the tallest a sheet may be, and
    /// the environment the sheet is shown in.
    @dynamicMemberLookup
    public struct Context {
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
            environment[keyPath: keyPath]
        }
    }
}
