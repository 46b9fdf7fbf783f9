// An app in the course's style. No @main here: the test runner has its own entry point.

#if canImport(SwiftUI)
import SwiftUI

struct ShelfApp: App {
    @State private var preferences = ReadingPreferences()

    var body: some Scene {
        WindowGroup {
            InjectedShelf()
                .environment(\.novelSource, FakeNovelSource([Novel.samples[1]]))
        }
        .environment(preferences)
    }
}

/// A window whose content reads the object the scene put in the environment.
struct PreferencesApp: App {
    var body: some Scene {
        WindowGroup("Preferences") {
            PreferencesPanel()
        }
        .environment(ReadingPreferences())
        .environment(ShelfRouter())
    }
}
#endif
