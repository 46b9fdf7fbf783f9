/// The traits a trait override may set.
@available(macOS, unavailable)
@MainActor @preconcurrency
public protocol UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
}
