// Environment values the system sets on a device. The host uses the defaults of an iPhone in
// portrait with standard accessibility settings; a view or a test can override each one.

private struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .compact }
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .regular }
}

private struct DifferentiateWithoutColorKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct ReduceMotionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct ReduceTransparencyKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct VoiceOverEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction() }
}

public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

/// Opens a URL. The host opens nothing: the default discards every URL.
@MainActor @preconcurrency
public struct OpenURLAction {
    public struct Result: Sendable {
        let name: String

        public static let handled = Result(name: "handled")
        public static let discarded = Result(name: "discarded")
        public static let systemAction = Result(name: "systemAction")
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }

    // Unchecked because the nonisolated default initialiser below writes it off the main actor;
    // it only ever reads it on the main actor, through `callAsFunction`.
    nonisolated(unsafe) let handler: (URL) -> Result

    public init(handler: @escaping (URL) -> OpenURLAction.Result) {
        self.handler = handler
    }

    /// The environment's default, which discards every URL. An environment key's default is read
    /// off the main actor, so this initialiser is nonisolated; learners keep Apple's isolated one.
    nonisolated init() {
        handler = { _ in .discarded }
    }

    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url).name == "handled")
    }
}

/// Whether the view is presented, and how to dismiss it (the older `presentationMode`).
public struct PresentationMode {
    let dismissAction: DismissAction

    public var isPresented: Bool { dismissAction.handler != nil }

    @MainActor
    public mutating func dismiss() {
        dismissAction()
    }
}

extension EnvironmentValues {
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }

    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    @available(iOS, deprecated: 100000.0, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(dismissAction: dismiss)
        return Binding(read: { mode }, write: { _ in })
    }
}
