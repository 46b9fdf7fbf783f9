// Previews, as Xcode's canvas shows them. Linux has no canvas: `#Preview` and `PreviewProvider`
// are accepted and type-checked so that a file Xcode wrote compiles unchanged, and nothing runs.

/// A view shown in Xcode's canvas. The macro's plugin (`SwiftUIPreviewMacros`) expands it to
/// nothing; its body is type-checked like any other closure.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SwiftUIPreviewMacros", type: "PreviewMacro")

@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SwiftUIPreviewMacros", type: "PreviewMacro")

/// Marks a `@State` (or other dynamic property) declared inside a `#Preview` body.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SwiftUIPreviewMacros", type: "PreviewableMacro")

/// The namespace of the traits a `#Preview` takes.
public struct Preview {
    /// The traits of a preview that shows a view.
    public struct ViewTraits {}
}

/// How a preview is laid out or oriented in the canvas.
public struct PreviewTrait<T> {
    let name: String
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(name: "defaultLayout") }
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(name: "sizeThatFitsLayout") }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { PreviewTrait(name: "fixedLayout") }
    public static var portrait: PreviewTrait<T> { PreviewTrait(name: "portrait") }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(name: "portraitUpsideDown") }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(name: "landscapeLeft") }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(name: "landscapeRight") }
}

/// Where a preview is shown.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// The type Xcode previews before `#Preview` existed.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View

    @ViewBuilder @MainActor @preconcurrency
    static var previews: Self.Previews { get }

    @MainActor @preconcurrency
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// A device to preview on, by its name.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral: String) {
        rawValue = stringLiteral
    }
}

/// The size of a preview's canvas.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

public enum InterfaceOrientation: Sendable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

// Preview-only modifiers change nothing outside the canvas.
extension View {
    public func previewDisplayName(_ value: String?) -> some View { self }
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
