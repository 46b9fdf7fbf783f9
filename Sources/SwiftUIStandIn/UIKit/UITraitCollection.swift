/// The traits UIKit hands its views: appearance, size classes, text size.
@available(macOS, unavailable)
@MainActor @preconcurrency
open class UITraitCollection: NSObject {
    open var userInterfaceStyle: UIUserInterfaceStyle { .light }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { .compact }
    open var verticalSizeClass: UIUserInterfaceSizeClass { .regular }
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
    open var layoutDirection: UITraitEnvironmentLayoutDirection { .leftToRight }
}
