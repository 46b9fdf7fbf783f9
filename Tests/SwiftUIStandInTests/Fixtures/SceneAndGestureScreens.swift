import SwiftUI

// Window groups, scene modifiers, widgets, gestures and accessibility, as apps write them.

final class ScenePreferences: ObservableObject {
    @Published var accent = "Blue"
}

struct ScenePreferencesReader: View {
    @EnvironmentObject private var preferences: ScenePreferences
    @Environment(\.menuOrder) private var menuOrder
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        VStack {
            Text("Accent \(preferences.accent)")
            Text(menuOrder == .priority ? "Priority menus" : "Menus as written")
            TextField("Accent", text: $preferences.accent)
            Button("Inspector") { openWindow(id: "inspector") }
            Button("Item") { openWindow(value: 3) }
            Button("Close") { dismissWindow() }
        }
    }
}

final class LaunchDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        true
    }
}

struct MultiWindowApp: App {
    @UIApplicationDelegateAdaptor(LaunchDelegate.self) private var launchDelegate
    @StateObject private var preferences = ScenePreferences()

    var body: some Scene {
        WindowGroup(id: "main") {
            ScenePreferencesReader()
        }
        .environmentObject(preferences)
        .transformEnvironment(\.menuOrder) { $0 = .priority }
        .defaultSize(width: 600, height: 400)
        .windowResizability(.contentSize)
        .handlesExternalEvents(matching: ["main"])
        .backgroundTask(.appRefresh("refresh")) {}
        .defaultAppStorage(UserDefaults.standard)

        WindowGroup("Inspector", id: "inspector") {
            Text("Inspector")
        }
    }
}

struct PerItemWindowApp: App {
    var body: some Scene {
        WindowGroup(for: Int.self) { $item in
            Text(item.map { "Item \($0)" } ?? "No item")
        }
    }
}

struct DefaultItemWindowApp: App {
    var body: some Scene {
        WindowGroup("Counter", for: Int.self) { $count in
            VStack {
                Text("Count \(count)")
                Button("Add") { count += 1 }
            }
        } defaultValue: {
            7
        }
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        EmptyWidgetConfiguration()
            .configurationDisplayName("Steps")
            .description("Today's steps")
            .contentMarginsDisabled()
            .containerBackgroundRemovable()
            .onBackgroundURLSessionEvents { _, completion in completion() }
    }
}

struct FitnessWidgets: WidgetBundle {
    var body: some Widget {
        StepsWidget()
        StepsWidget()
    }
}

struct DoubleTapThenHold: Gesture {
    typealias Value = SequenceGesture<TapGesture, LongPressGesture>.Value

    var body: SequenceGesture<TapGesture, LongPressGesture> {
        SequenceGesture(TapGesture(count: 2), LongPressGesture(minimumDuration: 0.3))
    }
}

struct PressAndHold: Gesture {
    var body: some Gesture {
        LongPressGesture(minimumDuration: 1)
    }
}

struct DraggableBadge: View {
    @GestureState(resetTransaction: Transaction(animation: .default)) private var offset = CGSize.zero
    @GestureState private var pressLocation: CGPoint?
    @State private var hovering = false
    @State private var phase = "none"

    private var drag: some Gesture {
        DragGesture(minimumDistance: 4).updating($offset) { value, state, _ in
            state = value.translation
        }
    }

    var body: some View {
        VStack {
            Text("Badge")
                .gesture(drag)
                .simultaneousGesture(AnyGesture(TapGesture().map { "tapped" }))
                .highPriorityGesture(ExclusiveGesture(TapGesture(count: 2), LongPressGesture()))
                .gesture(SimultaneousGesture(MagnifyGesture(), RotateGesture()))
                .gesture(DoubleTapThenHold())
                .gesture(PressAndHold().onEnded { _ in phase = "held" })
                .onContinuousHover { newPhase in
                    switch newPhase {
                    case .active(let location): phase = "at \(location.x)"
                    case .ended: phase = "ended"
                    }
                }
                .defaultHoverEffect(.highlight)
                .contentShape(.hoverEffect, Capsule())
                .userActivity("com.example.badge", isActive: hovering) { activity in
                    activity.title = "Badge"
                }
                .onContinueUserActivity("com.example.badge") { activity in
                    phase = activity.activityType
                }
                .keyboardShortcut(KeyboardShortcut("b", modifiers: [.command, .shift]))
            Text("Hover \(phase)")
        }
    }
}

struct RotorArticleScreen: View {
    private let headings = ["Intro", "Method", "Results"]
    @Namespace private var rotorSpace
    @AccessibilityFocusState private var isTitleFocused: Bool
    @AccessibilityFocusState(for: .voiceOver) private var focusedHeading: String?
    @State private var showsResults = true

    var body: some View {
        VStack {
            Text("Article")
                .accessibilityFocused($isTitleFocused)
                .accessibilityLabel(Text("Article title"), isEnabled: true)
            ForEach(headings, id: \.self) { heading in
                Text(heading)
                    .accessibilityFocused($focusedHeading, equals: heading)
                    .accessibilityRotorEntry(id: heading, in: rotorSpace)
            }
            Text("VoiceOver on \(focusedHeading ?? "nothing")")
            Button("Jump to results") { focusedHeading = "Results" }
        }
        .accessibilityRotor("Sections") {
            AccessibilityRotorEntry("Intro", id: "Intro", in: rotorSpace)
            AccessibilityRotorEntry(Text("Method"), id: "Method", in: rotorSpace)
            if showsResults {
                AccessibilityRotorEntry("Results", id: "Results", in: rotorSpace)
            }
        }
        .accessibilityRotor(.headings(level: .h2)) {
            ForEach(headings, id: \.self) { heading in
                AccessibilityRotorEntry(heading, id: heading)
            }
        }
        .accessibilityTextContentType(.narrative)
        .accessibilityZoomAction { action in
            if action.direction == .zoomIn { showsResults = true }
        }
        .accessibilityDirectTouch(options: [.silentOnTouch])
    }
}

struct AnchoredTitleKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

struct AnchoredTitleScreen: View {
    @SceneStorage("draft") private var draft: String?
    @SceneStorage("tab") private var tab: Int?

    var body: some View {
        VStack {
            Text(draft ?? "No draft")
                .anchorPreference(key: AnchoredTitleKey.self, value: .bounds) { $0 }
                .transformAnchorPreference(key: AnchoredTitleKey.self, value: .bounds) { value, anchor in
                    value = value ?? anchor
                }
            Text("Tab \(tab ?? 0)")
        }
        .defaultAppStorage(UserDefaults.standard)
    }
}
