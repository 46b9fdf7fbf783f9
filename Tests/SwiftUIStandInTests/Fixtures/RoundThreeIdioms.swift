// Constructs of public apps the stand-in accepts since the third round of corpus findings:
// Combine's timer and `onReceive`, iOS 18's text selection, the older action sheet of an item,
// a slider with steps and value labels, and the UIKit images and Foundation that views call.

import SwiftUI

/// A countdown driven by a timer publisher, as splash and workout screens write it.
struct CountdownScreen: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var secondsLeft = 3

    var body: some View {
        Text("\(secondsLeft) s left")
            .onReceive(timer) { _ in secondsLeft -= 1 }
    }
}

/// A named choice, for the action sheet of an item.
struct Flavour: Identifiable {
    let name: String
    var id: String { name }
}

/// A slider with steps and value labels whose editing callback trails, and an action sheet
/// presented for an item.
struct VolumeAndFlavourScreen: View {
    @State private var volume: Float = 0
    @State private var isEditing = false
    @State private var offered: Flavour?
    @State private var chosen = "none"

    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...10, step: 2) {
                Text("Volume")
            } minimumValueLabel: {
                Text("min")
            } maximumValueLabel: {
                Text("max")
            } onEditingChanged: { editing in
                isEditing = editing
            }
            Text("Chosen: \(chosen)")
            Button("Offer") { offered = Flavour(name: "Mint") }
        }
        .actionSheet(item: $offered) { flavour in
            ActionSheet(title: Text("Try \(flavour.name)?"), buttons: [
                .default(Text("Take it")) { chosen = flavour.name },
                .cancel(),
            ])
        }
    }
}

/// iOS 18's text field that shares its selection, and a template image from UIKit.
struct SelectionScreen: View {
    @State private var text = ""
    @State private var selection: TextSelection?
    let badge = UIImage(systemName: "star")

    var body: some View {
        VStack {
            TextField("Note", text: $text, selection: $selection)
            if let badge {
                Image(uiImage: badge.withRenderingMode(.alwaysTemplate))
            }
            Text(selection?.isInsertion == true ? "cursor" : "no cursor")
        }
        .background(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .orange, .purple, .blue]))
    }
}

/// A theme menu in the app's menu bar, as multiplatform apps add one.
struct ThemeCommands: Commands {
    @AppStorage("isDark") var isDark = false

    var body: some Commands {
        CommandMenu("Theme") {
            Picker(selection: $isDark, label: Text("Theme mode")) {
                Text("Dark").tag(true)
                Text("Light").tag(false)
            }
            .keyboardShortcut("D", modifiers: [.command, .shift])
        }
        SidebarCommands()
        CommandGroup(replacing: .help) {
            Button("Guide") {}
        }
    }
}

/// An app whose window offers menu commands.
struct ThemedApp: App {
    var body: some Scene {
        WindowGroup {
            CountdownScreen()
        }
        .commands {
            ThemeCommands()
        }
    }
}

/// The sections of a tabbed app, for iOS 18's `Tab(_:systemImage:value:content:)`.
enum AppSection: Hashable {
    case home, settings
}

/// iOS 18's tabs, with a selection and without one.
struct TabbedScreen: View {
    @State private var section = AppSection.home

    var body: some View {
        VStack {
            TabView(selection: $section) {
                Tab("Home", systemImage: "house", value: AppSection.home) { Text("Home page") }
                Tab("Settings", systemImage: "gear", value: .settings) { Text("Settings page") }
            }
            TabView {
                Tab("Inbox", systemImage: "tray") { Text("No mail") }
                Tab(role: .search) { Text("Search mail") }
            }
        }
    }
}

/// A chart drawn on a canvas, with a caption the host can read.
struct SparklineScreen: View {
    let values: [Double] = [1, 3, 2]

    var body: some View {
        VStack {
            Canvas { context, size in
                var line = Path()
                line.move(to: .zero)
                for (index, value) in values.enumerated() {
                    line.addLine(to: CGPoint(x: CGFloat(index) * 10, y: size.height - value))
                }
                context.stroke(line, with: .color(.blue), lineWidth: 2)
                context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)), with: .linearGradient(Gradient(colors: [.red, .orange]), startPoint: .zero, endPoint: CGPoint(x: 4, y: 4)))
                context.draw(Text("max"), at: CGPoint(x: 20, y: 0), anchor: .top)
            }
            .frame(height: 40)
            Text("Last week")
        }
    }
}

/// Zoom buttons grouped as a toolbar groups them, a field focused first, and a rotation gesture.
struct ZoomControls: View {
    enum Field: Hashable {
        case name
    }

    @FocusState private var focus: Field?
    @State private var zoom = 1
    @State private var angle = Angle.zero
    @State private var name = ""

    var body: some View {
        VStack {
            ControlGroup("Zoom", systemImage: "plus.magnifyingglass") {
                Button("Smaller") { zoom -= 1 }
                Button("Larger") { zoom += 1 }
            }
            .controlGroupStyle(.navigation)
            TextField("Name", text: $name)
                .focused($focus, equals: .name)
            Text("Zoom \(zoom)")
                .gesture(RotateGesture().onChanged { angle = $0.rotation })
        }
        .defaultFocus($focus, .name)
    }
}
