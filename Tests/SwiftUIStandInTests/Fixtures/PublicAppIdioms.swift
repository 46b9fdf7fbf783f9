// Constructs that public SwiftUI apps use and the stand-in once rejected (the corpus findings of
// issue 32), written as those apps write them.

import SwiftUI

/// Bindings to elements of a bound collection, by index and by search.
struct TaskBoard: View {
    @State var tasks = [Chore(id: 1, title: "Plan"), Chore(id: 2, title: "Build")]

    var body: some View {
        NavigationView {
            VStack {
                if $tasks.count != 0 {
                    Toggle(tasks[0].title, isOn: $tasks[0].isDone)
                }
                Button("Finish build") {
                    $tasks.first { $0.wrappedValue.id == 2 }?.wrappedValue.isDone = true
                }
                Text(tasks[1].isDone ? "Build done" : "Build open")
                Button("Rename first") { $tasks[0].wrappedValue.title = "Replan" }
                Text("First: \(tasks[0].title) of \($tasks.count)")
                ForEach($tasks) { $task in TextField("Title", text: $task.title) }
            }
        }
        .navigationViewStyle(.stack)
    }
}

/// A card modifier of the older kind, animated through its data. It is nonisolated as a Swift 5
/// app's is: `Animatable`'s data is read off the main actor.
nonisolated struct Cardify: AnimatableModifier {
    var rotation: Double

    var animatableData: Double {
        get { rotation }
        set { rotation = newValue }
    }

    func body(content: Content) -> some View {
        content.rotation3DEffect(.degrees(rotation), axis: (0, 1, 0))
    }
}

/// Styled text, masks, menus and fields as older apps write them.
struct IdiomGallery: View {
    @State private var age: Int?
    @State private var count = 0

    private var greeting: AttributedString {
        var text = AttributedString("Hello")
        text.foregroundColor = .red
        text.font = .headline
        return text
    }

    var body: some View {
        VStack {
            Text(greeting)
            Rectangle().mask(Circle())
            Text("\(count)").contentTransition(.numericText(value: Double(count)))
            Button("More") { count += 1 }.buttonBorderShape(.capsule)
            TextField("Age", value: $age, format: .number)
            Text(age.map { "Age \($0)" } ?? "Age unknown")
            Image(systemName: "star").contextMenu(ContextMenu { Button("Share") {} })
            Text("Insets \(Int(UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0))")
            Text("Card").modifier(Cardify(rotation: 0))
            ScrollView {
                Text("Rows")
            }
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, _ in }
        }
    }
}

/// A settings sheet with iOS 17's toolbar and presentation settings, shortcuts and text options.
struct SettingsSheet: View {
    @State private var isShowingHelp = false
    @State private var volume = 0

    var body: some View {
        NavigationStack {
            Form {
                Text("Copy me").textSelection(.enabled)
                Text("Old price").strikethrough(pattern: .dash, color: .red)
                Text("Terms").underline()
                Button("Save") {}.keyboardShortcut(.defaultAction)
                Button("Find") {}.keyboardShortcut("f", modifiers: [.command, .shift])
                Button("Louder") { volume += 1 }
                    .sensoryFeedback(.increase, trigger: volume) { old, new in new > old }
                    .hoverEffect(.lift)
                Menu("More") { Button("Help") { isShowingHelp = true } }.menuOrder(.fixed)
            }
            .formStyle(.grouped)
            .toolbarRole(.editor)
            .toolbarTitleDisplayMode(.inline)
            .sheet(isPresented: $isShowingHelp) {
                Text("Help")
                    .presentationDetents([.medium, .large])
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    .presentationContentInteraction(.scrolls)
                    .presentationCompactAdaptation(.sheet)
            }
        }
    }
}

/// Saves a picked photo and draws a symbol at a configured size, as apps do with UIKit's image.
struct PhotoSaver {
    func data(of image: UIImage) -> Data? {
        image.jpegData(compressionQuality: 0.8) ?? image.pngData()
    }

    func symbol() -> UIImage? {
        UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24, weight: .bold))
    }
}

/// Date pickers, menus and editors in the styles apps choose.
struct StyledInputs: View {
    @State private var date = Date(timeIntervalSince1970: 0)
    @State private var notes = ""

    var body: some View {
        Form {
            DatePicker("Due", selection: $date).datePickerStyle(.graphical)
            DatePicker("Start", selection: $date).datePickerStyle(.wheel)
            Menu("Sort") { Button("Name") {} }.menuStyle(.button)
            TextEditor(text: $notes).textEditorStyle(.plain)
        }
    }
}

/// The second round of corpus constructs: gradients as styles, label-last steppers, dialogs with a
/// `Text` title over data, paths' current point.
struct RoundTwoScreen: View {
    @State private var count = 0
    @State private var pending: Chore?

    var body: some View {
        VStack {
            Text("Count \(count)")
            Stepper(onIncrement: { count += 1 }, onDecrement: { count -= 1 }, label: { Text("Count") })
            Button("Ask") { pending = Chore(id: 9, title: "Laundry") }
        }
        .background(Gradient(colors: [.blue, .teal]))
        .confirmationDialog(Text("Delete?"), isPresented: .constant(pending != nil), titleVisibility: .visible, presenting: pending) { chore in
            Button("Delete \(chore.title)", role: .destructive) { pending = nil }
        }
    }
}
