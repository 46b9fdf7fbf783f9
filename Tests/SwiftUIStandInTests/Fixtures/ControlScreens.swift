import SwiftUI

/// A settings form with one of each control a test can drive.
struct ReadingSettingsScreen: View {
    enum Theme: String, CaseIterable, Hashable {
        case paper, night
    }

    @State private var showsCovers = true
    @State private var theme = Theme.paper
    @State private var fontSize = 16
    @State private var brightness = 0.5
    @State private var dailyGoal = 20
    @State private var locked = true
    @State private var note = ""
    @State private var submitted = ""
    @State private var changes: [String] = []

    var body: some View {
        Form {
            Toggle("Show covers", isOn: $showsCovers)
            Picker("Theme", selection: $theme) {
                ForEach(Theme.allCases, id: \.self) { theme in
                    Text(theme.rawValue.capitalized)
                }
            }
            .pickerStyle(.segmented)
            Picker("Goal", selection: $dailyGoal) {
                Text("Ten pages").tag(10)
                Text("Twenty pages").tag(20)
            }
            Stepper("Font size \(fontSize)", value: $fontSize, in: 12...18, step: 2)
            Slider(value: $brightness, in: 0...1, step: 0.25) {
                Text("Brightness")
            }
            Toggle("Locked setting", isOn: $locked)
                .disabled(true)
            TextField("Note", text: $note)
                .onSubmit { submitted = note }
            Text("Submitted: \(submitted)")
            Text("Changes: \(changes.joined(separator: ","))")
        }
        .onChange(of: theme) { oldValue, newValue in
            changes.append("\(oldValue.rawValue)->\(newValue.rawValue)")
        }
    }
}

/// An alert, a confirmation dialog, a menu and rows that can be deleted.
struct ShelfActionsScreen: View {
    @State private var titles = ["Dune", "Kindred", "The Leopard"]
    @State private var confirmsClear = false
    @State private var showsHelp = false
    @State private var sort = "none"
    @State private var taps = 0

    var body: some View {
        NavigationStack {
            List {
                ForEach(titles, id: \.self) { title in
                    Text(title)
                }
                .onDelete { titles.remove(atOffsets: $0) }
            }
            .navigationTitle("Shelf")
            .toolbar {
                Menu("Sort") {
                    Button("By title") { sort = "title" }
                    Button("By year") { sort = "year" }
                }
            }
            .safeAreaInset(edge: .bottom) {
                HStack {
                    Button("Clear shelf", role: .destructive) { confirmsClear = true }
                    Button("Help") { showsHelp = true }
                    Text("Sorted by \(sort)")
                    Text("Taps \(taps)")
                        .onTapGesture { taps += 1 }
                }
            }
            .confirmationDialog("Clear the shelf?", isPresented: $confirmsClear, titleVisibility: .visible) {
                Button("Clear", role: .destructive) { titles.removeAll() }
            } message: {
                Text("Every book leaves the shelf.")
            }
            .alert("How to sort", isPresented: $showsHelp) {
            } message: {
                Text("Choose an order from the Sort menu.")
            }
        }
    }
}

/// Shapes, gradients, animation, layout and styling a real screen uses, none of which a test reads.
struct DecoratedCardScreen: View {
    @State private var isExpanded = false
    @State private var scale = 1.0

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                GeometryReader { proxy in
                    Text("Width \(Int(proxy.size.width))")
                }
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                    ForEach(0..<2) { index in
                        Circle()
                            .fill(.blue)
                            .frame(width: 20, height: 20)
                            .overlay {
                                Text("\(index)")
                            }
                    }
                }
                RoundedRectangle(cornerRadius: 12)
                    .stroke(LinearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom), lineWidth: 2)
                Capsule()
                    .fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 40))
                Path { path in
                    path.move(to: .zero)
                    path.addLine(to: CGPoint(x: 10, y: 10))
                }
                .stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round))
                Divider()
                Button("Expand") {
                    withAnimation(.spring(duration: 0.3)) {
                        isExpanded.toggle()
                    }
                }
                .disabled(isExpanded)
                Text(isExpanded ? "Expanded" : "Collapsed")
                    .foregroundColor(.secondary)
                    .lineLimit(1)
                    .background(Color.yellow)
                    .clipShape(.capsule)
                    .shadow(radius: 2)
                    .scaleEffect(scale)
                    .rotationEffect(.degrees(10))
                    .animation(.easeInOut, value: isExpanded)
                    .transition(.scale.combined(with: .opacity))
                    .gesture(DragGesture().onChanged { value in scale = 1 + value.translation.width / 100 })
                    .accessibilityLabel("State")
            }
        }
    }
}

/// The older observable objects: a `@StateObject` owned here, an `@ObservedObject` handed
/// down, an `@EnvironmentObject` read further down.
final class ReadingTimer: ObservableObject {
    @Published var minutes = 0
}

struct TimerScreen: View {
    @StateObject private var timer = ReadingTimer()

    var body: some View {
        VStack {
            TimerControls(timer: timer)
            TimerReadout()
        }
        .environmentObject(timer)
    }
}

struct TimerControls: View {
    @ObservedObject var timer: ReadingTimer

    var body: some View {
        Stepper("Minutes", value: $timer.minutes)
    }
}

struct TimerReadout: View {
    @EnvironmentObject var timer: ReadingTimer

    var body: some View {
        Text("\(timer.minutes) minutes")
    }
}

/// A `ViewModifier` with state of its own, and focus and app storage.
struct Highlighted: ViewModifier {
    @State private var count = 0

    func body(content: Content) -> some View {
        VStack {
            content
            Button("Highlight \(count)") { count += 1 }
        }
    }
}

struct ModifierScreen: View {
    @FocusState private var nameIsFocused: Bool
    @AppStorage("standin-tests.greeting") private var greeting = "Hello"
    @State private var name = ""

    var body: some View {
        VStack {
            Text(greeting)
                .modifier(Highlighted())
            TextField("Name", text: $name)
                .focused($nameIsFocused)
            Button("Focus") { nameIsFocused = true }
            Text(nameIsFocused ? "Focused" : "Not focused")
        }
    }
}

#Preview("Settings") {
    ReadingSettingsScreen()
}

#Preview("Shelf actions", traits: .sizeThatFitsLayout) {
    @Previewable @State var unused = 0
    ShelfActionsScreen()
}

struct DecoratedCardScreen_Previews: PreviewProvider {
    static var previews: some View {
        DecoratedCardScreen()
            .previewDisplayName("Card")
    }
}
