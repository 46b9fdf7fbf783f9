import SwiftUI
import SwiftUIHeadless
import Testing

/// Views API as apps write it: UIKit bridging, environmental modifiers, subviews of a group and
/// the wrappers SwiftUI puts around views.
@Suite("Views idioms")
struct ViewsIdiomTests {
    @Test("A UIKit view in a screen is a leaf named after its type, and its neighbours are drawn")
    func representableIsALeaf() {
        let host = HeadlessHost(MapScreen())
        #expect(host.texts == ["Nearby", "3 places"])
        #expect(host.find(PinMap.self).count == 1)
        #expect(host.find(MailComposer.self).count == 1)
    }

    @Test("A representable that sets no coordinator has the empty one")
    @MainActor
    func representableDefaultCoordinator() {
        let coordinator: Void = PinMap().makeCoordinator()
        #expect(coordinator == ())
    }

    @Test("A hosting controller keeps its root view, which a host draws")
    @MainActor
    func hostingControllerKeepsRootView() {
        let controller = UIHostingController(rootView: Text("Hosted"))
        controller.sizingOptions = [.preferredContentSize]
        #expect(HeadlessHost(controller.rootView).texts == ["Hosted"])
        #expect(controller.sizeThatFits(in: CGSize(width: 10, height: 20)) == CGSize(width: 10, height: 20))
        #expect(controller.view != nil)
    }

    @Test("An environmental modifier applies the modifier it resolves from the environment")
    func environmentalModifierResolves() {
        #expect(HeadlessHost(Text("Body").modifier(SchemeBadge())).texts == ["light", "Body"])
        let dark = Text("Body").modifier(SchemeBadge()).environment(\.colorScheme, .dark)
        #expect(HeadlessHost(dark).texts == ["dark", "Body"])
    }

    @Test("A group's subviews can be rearranged: one subview per view of the block")
    func groupSubviewsRearrange() {
        #expect(HeadlessHost(ReversedList()).texts == ["Third", "Second", "First"])
    }

    @Test("An equatable view and a subscription view draw their content")
    func wrappersDrawContent() {
        #expect(HeadlessHost(EquatableView(content: Score(points: 3))).texts == ["3 points"])
        let subscribed = SubscriptionView(content: Text("Ticking"), publisher: Timer.publish(every: 1, on: .main, in: .common)) { _ in }
        #expect(HeadlessHost(subscribed).texts == ["Ticking"])
    }

    @Test("An app whose scene reacts to a change still shows its window")
    func sceneOnChangeKeepsTheWindow() {
        #expect(HeadlessHost(app: WatchedApp()).texts == ["Home"])
    }

    @Test("A control group made from a style configuration shows its controls")
    func controlGroupFromConfiguration() {
        #expect(HeadlessHost(ControlGroup { Button("Undo") {} }.controlGroupStyle(BoxedControls())).buttons.map(\.label) == ["Undo"])
    }
}

private struct PinMap: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        UIView(frame: .zero)
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        uiView.isHidden = context.environment.colorScheme == .dark
    }
}

private final class ComposerController: UIViewController {}

private struct MailComposer: UIViewControllerRepresentable {
    final class Coordinator {
        var sent = false
    }

    func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    func makeUIViewController(context: Context) -> ComposerController {
        ComposerController()
    }

    func updateUIViewController(_ uiViewController: ComposerController, context: Context) {
        context.coordinator.sent = false
    }

    static func dismantleUIViewController(_ uiViewController: ComposerController, coordinator: Coordinator) {
        coordinator.sent = true
    }
}

private struct MapScreen: View {
    var body: some View {
        VStack {
            Text("Nearby")
            PinMap()
            Text("3 places")
            MailComposer()
        }
    }
}

private struct SchemeBadge: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> Badge {
        Badge(label: environment.colorScheme == .dark ? "dark" : "light")
    }

    struct Badge: ViewModifier {
        let label: String

        func body(content: Content) -> some View {
            VStack {
                Text(label)
                content
            }
        }
    }
}

private struct ReversedList: View {
    var body: some View {
        Group(subviews: rows) { subviews in
            VStack {
                ForEach(subviews.reversed()) { subview in
                    subview
                }
            }
        }
    }

    @ViewBuilder private var rows: some View {
        Text("First")
        Text("Second")
        Text("Third")
    }
}

private struct Score: View, Equatable {
    let points: Int

    var body: some View {
        Text("\(points) points")
    }
}

private struct BoxedControls: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        ControlGroup(configuration)
    }
}

private struct WatchedApp: App {
    @Environment(\.scenePhase) private var phase

    var body: some Scene {
        WindowGroup {
            Text("Home")
        }
        .onChange(of: phase, initial: true) {}
    }
}
