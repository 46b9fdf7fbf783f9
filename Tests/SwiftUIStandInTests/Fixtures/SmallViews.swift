// Small views for the host tests and for the parts of @ViewBuilder the course uses.

#if canImport(SwiftUI)
import Observation
import SwiftUI

struct Counter: View {
    @State private var count = 0
    @State private var showsDetail = false

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
            Button(showsDetail ? "Hide detail" : "Show detail") { showsDetail.toggle() }
            if showsDetail {
                Tally()
            }
        }
        .navigationTitle("Counter")
    }
}

/// Owns state of its own, so a test can see it reset when the view leaves the tree.
struct Tally: View {
    @State private var marks = 0

    var body: some View {
        HStack {
            Text("Marks: \(marks)")
            Button("Mark") { marks += 1 }
        }
    }
}

/// A child that edits its parent's state through a binding.
struct Stepper2: View {
    @Binding var value: Int

    var body: some View {
        Button("Step") { value += 2 }
    }
}

struct BindingParent: View {
    @State private var value = 1

    var body: some View {
        VStack {
            Text("Value \(value)")
            Stepper2(value: $value)
            // A hand-made binding, as learners write for derived values.
            TextField("Doubled", text: Binding(get: { @MainActor in "\(value * 2)" }, set: { @MainActor text in value = (Int(text) ?? 0) / 2 }))
        }
    }
}

/// Reads an @Observable model owned outside the view.
struct ModelReader: View {
    let model: ShelfViewModel

    var body: some View {
        Text("Query: \(model.query)")
    }
}

/// Runs one task per appearance, and one more whenever `id` changes.
struct TaskCounter: View {
    let model: TaskLog
    let id: Int

    var body: some View {
        Text("Runs \(model.plainRuns)")
            .task { model.plainRuns += 1 }
            .task(id: id) { model.idRuns += 1 }
    }
}

@Observable
final class TaskLog {
    var plainRuns = 0
    var idRuns = 0
}

struct TaskIDParent: View {
    let log: TaskLog
    @State private var id = 0

    var body: some View {
        VStack {
            TaskCounter(model: log, id: id)
            Button("Next id") { id += 1 }
        }
    }
}

/// Saves from a button with `Task { }`, as the section 2 solution does.
@Observable
final class Saver {
    var saved = false

    func save() async {
        for _ in 0..<3 {
            await Task.yield()
        }
        saved = true
    }
}

struct SaveButton: View {
    let saver: Saver

    var body: some View {
        VStack {
            Text(saver.saved ? "Saved" : "Not saved")
            Button("Save") {
                Task { await saver.save() }
            }
        }
    }
}

/// A dynamic property of its own, holding @State inside.
struct Draft: DynamicProperty {
    @State var text = ""
}

struct DraftView: View {
    var draft = Draft()

    var body: some View {
        VStack {
            Text("Draft: \(draft.text)")
            TextField("Draft", text: draft.$text)
        }
    }
}

/// The parts of @ViewBuilder the course uses: if/else, switch, optionals, ForEach, Group.
struct BuilderShowcase: View {
    enum Mood { case calm, busy, away }

    var mood: Mood
    var note: String?
    var tags: [String]
    var rating: Double

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear
            VStack(alignment: .leading) {
                switch mood {
                case .calm:
                    Label("Calm", systemImage: "leaf")
                case .busy:
                    Label("Busy", systemImage: "flame")
                        .foregroundStyle(.red)
                case .away:
                    EmptyView()
                }
                if let note {
                    Text(note)
                        .font(.caption)
                } else {
                    Text("No note")
                        .foregroundStyle(.tertiary)
                }
                Group {
                    ForEach(tags, id: \.self) { tag in
                        Text("#\(tag)")
                    }
                }
                HStack {
                    Image(systemName: "star.fill")
                        .foregroundStyle(Color.yellow)
                    Text("Rated \(rating, specifier: "%.1f")")
                    Spacer()
                    Text(rating, format: .number.precision(.fractionLength(2)))
                }
                ForEach(0..<2) { index in
                    Text(verbatim: "Line \(index)")
                }
                ProgressView(value: rating, total: 5)
            }
        }
        .tint(.purple)
    }
}
#endif
