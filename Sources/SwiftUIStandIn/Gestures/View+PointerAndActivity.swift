// Pointer hover, content shapes by kind, and user activities. The headless host has no pointer
// and hands no activity to the system: each modifier keeps its view under a node named after it.

extension View {
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        _Decorated(content: self, name: "contentShape")
    }

    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View {
        _Decorated(content: self, name: "defaultHoverEffect")
    }

    @available(iOS, introduced: 16.0, deprecated: 100000.0, message: "Use onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol, perform:) instead.")
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View {
        _Decorated(content: self, name: "onContinuousHover")
    }

    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void) -> some View {
        _Decorated(content: self, name: "onContinuousHover")
    }

    // Calls that fit both long-press overloads (`onLongPressGesture(minimumDuration: 1) { … }`)
    // compile in Xcode; yielding to the current overload resolves them as one, not as an ambiguity.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:) instead.")
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View {
        _Decorated(content: self, name: "onLongPressGesture")
    }

    public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> ()) -> some View {
        _Decorated(content: self, name: "userActivity", detail: isActive ? activityType : nil)
    }

    public func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> ()) -> some View {
        _Decorated(content: self, name: "userActivity", detail: element == nil ? nil : activityType)
    }

    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> ()) -> some View {
        _Decorated(content: self, name: "onContinueUserActivity", detail: activityType)
    }
}
