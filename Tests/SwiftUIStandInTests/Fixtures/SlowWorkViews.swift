// Views whose work finishes off the main actor, later than any quiet period a host might guess.

#if canImport(SwiftUI)
import Foundation
import SwiftUI

/// Work that completes on another thread after `delay`: a stand-in for a slow network on a
/// loaded machine. The tests never wait on the delay; they wait for the work to finish.
enum SlowWork {
    static let delay = 0.3

    static func finish() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
                done.resume()
            }
        }
    }
}

@Observable
final class SlowSaver {
    var status = "Not saved"

    func save() async {
        await SlowWork.finish()
        status = "Saved"
    }

    /// Starts a second, nested task and returns at once.
    func saveInBackground() {
        Task { await save() }
    }
}

struct SlowSaveButtons: View {
    let saver: SlowSaver

    var body: some View {
        VStack {
            Text(saver.status)
            Button("Save") {
                Task { await saver.save() }
            }
            Button("Save nested") {
                Task { saver.saveInBackground() }
            }
        }
    }
}

/// Starts loading in its initialiser, which the view runs while it is first drawn.
@Observable
final class EagerLoader {
    var status = "Loading"

    init() {
        Task { await load() }
    }

    private func load() async {
        await SlowWork.finish()
        status = "Loaded"
    }
}

struct EagerScreen: View {
    @State private var loader = EagerLoader()

    var body: some View {
        Text(loader.status)
    }
}

/// A pull to refresh whose action hands the reload to an unstructured task.
struct DetachedRefreshList: View {
    let saver: SlowSaver

    var body: some View {
        List {
            Text(saver.status)
        }
        .refreshable {
            await MainActor.run { saver.saveInBackground() }
        }
    }
}
#endif
