/// The preference through which `preferredColorScheme(_:)` passes the colour scheme a view asks
/// for up to its presentation; the nearest one set wins.
public struct PreferredColorSchemeKey: PreferenceKey {
    public typealias Value = ColorScheme?

    public static var defaultValue: ColorScheme? { nil }

    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        value = value ?? nextValue()
    }
}
