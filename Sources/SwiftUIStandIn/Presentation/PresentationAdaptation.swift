// How a sheet or popover adapts and lets the view behind it be used. The headless host shows a
// sheet as the screen in front whatever these say, so they keep their views.

/// What a presentation becomes in a compact size class (a popover shown as a sheet…).
public struct PresentationAdaptation: Sendable {
    let name: String

    public static var automatic: PresentationAdaptation { PresentationAdaptation(name: "automatic") }
    public static var none: PresentationAdaptation { PresentationAdaptation(name: "none") }
    public static var popover: PresentationAdaptation { PresentationAdaptation(name: "popover") }
    public static var sheet: PresentationAdaptation { PresentationAdaptation(name: "sheet") }
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(name: "fullScreenCover") }
}

/// Whether the view behind a sheet can be used while the sheet is up.
public struct PresentationBackgroundInteraction: Sendable {
    let name: String

    public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction(name: "automatic") }
    public static var enabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(name: "enabled") }
    public static var disabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(name: "disabled") }

    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled")
    }
}

/// Whether a swipe on a resizable sheet's content resizes the sheet or scrolls the content.
public struct PresentationContentInteraction: Equatable, Sendable {
    let name: String

    public static var automatic: PresentationContentInteraction { PresentationContentInteraction(name: "automatic") }
    public static var resizes: PresentationContentInteraction { PresentationContentInteraction(name: "resizes") }
    public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(name: "scrolls") }
}

extension View {
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        _Decorated(content: self, name: "presentationCompactAdaptation")
    }

    public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation) -> some View {
        _Decorated(content: self, name: "presentationCompactAdaptation")
    }

    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        _Decorated(content: self, name: "presentationBackgroundInteraction")
    }

    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        _Decorated(content: self, name: "presentationContentInteraction")
    }
}
