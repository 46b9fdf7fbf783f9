// Views written the way they compile on a Mac, which the stand-in must accept as they are.

#if canImport(SwiftUI)
// Only SwiftUI: on a Mac it re-exports Observation, so `@Observable` needs no import of its own.
import SwiftUI

@Observable
final class RetryCounter {
    var retries = 0
}

/// Passes a stored closure to every `Button` initialiser a course view may use. It is declared as
/// the initialisers take it, `@MainActor () -> Void`, so the package builds without a warning: a
/// plain `() -> Void` compiles too, since the stand-in's initialisers are `@preconcurrency` as
/// Apple's are, but with the warning Apple's compiler gives about the closure not being Sendable.
struct StoredActionButtons: View {
    let onRetry: @MainActor () -> Void

    var body: some View {
        VStack {
            Button("Title key", action: onRetry)
            Button(String("Title string"), action: onRetry)
            Button(action: onRetry) { Text("Custom label") }
            Button(role: .destructive, action: onRetry) { Text("Custom label with role") }
            Button("Title key with role", role: .destructive, action: onRetry)
            Button(String("Title string with role"), role: .destructive, action: onRetry)
            Button("Symbol", systemImage: "arrow.clockwise", action: onRetry)
            Button(String("Symbol string"), systemImage: "arrow.clockwise", action: onRetry)
            Button("Symbol with role", systemImage: "trash", role: .destructive, action: onRetry)
            Button(String("Symbol string with role"), systemImage: "trash", role: .destructive, action: onRetry)
        }
    }
}

/// Owns an `@Observable` model declared in a file that imports only SwiftUI.
struct RetryScreen: View {
    @State private var counter = RetryCounter()

    var body: some View {
        VStack {
            Text("Retries: \(counter.retries)")
            StoredActionButtons(onRetry: { counter.retries += 1 })
        }
    }
}

/// Loads in `.onAppear` instead of `.task`, pads and sizes itself, and takes links: all of it
/// compiles on a Mac, so it must compile here.
struct AppearingScreen: View {
    @State private var counter = RetryCounter()
    @State private var appearances = 0

    var body: some View {
        VStack {
            Text("Appearances: \(appearances)")
            Text("Retries: \(counter.retries)")
            Button("Redraw") { counter.retries += 0; appearances += 0 }
        }
        .padding()
        .padding(.horizontal, 12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .frame(width: 320, height: 480)
        .onAppear {
            appearances += 1
            Task { await slowRetry() }
        }
        .onOpenURL { url in
            counter.retries = url.pathComponents.count
        }
    }

    private func slowRetry() async {
        await SlowWork.finish()
        counter.retries += 1
    }
}
#endif
