import SwiftUI

/// Records what happened to a task, from any thread.
final class TaskRecord: @unchecked Sendable {
    private let lock = NSLock()
    private var wasCancelled = false

    var cancelled: Bool {
        lock.withLock { wasCancelled }
    }

    func noteCancelled() {
        lock.withLock { wasCancelled = true }
    }
}

/// A screen whose child waits in a `.task` until it is cancelled.
struct WaitingParent: View {
    let record: TaskRecord
    @State private var showsChild = true

    var body: some View {
        VStack {
            Button("Hide") { showsChild = false }
            if showsChild {
                Text("Waiting")
                    .task {
                        // Sleeps until cancelled: only leaving the screen ends it.
                        try? await Task.sleep(for: .seconds(3600))
                        if Task.isCancelled { record.noteCancelled() }
                    }
            }
        }
    }
}

/// A parent that re-creates its child with a new initial value on every redraw.
struct ReinitialisingParent: View {
    @State private var generation = 0

    var body: some View {
        VStack {
            Button("Redraw parent") { generation += 1 }
            SeededCounter(start: generation * 100)
        }
    }
}

struct SeededCounter: View {
    @State private var count: Int

    init(start: Int) {
        _count = State(initialValue: start)
    }

    var body: some View {
        VStack {
            Text("Seeded \(count)")
            Button("Count") { count += 1 }
        }
    }
}
