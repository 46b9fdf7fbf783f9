#if canImport(SwiftUI)
import SwiftUI

/// The app's entry. In an Xcode app target it carries `@main`; here the folder is built as a
/// library, where a second entry point would clash with the test runner's own.
struct BookBrowserApp: App {
    @State private var composition = AppComposition()

    var body: some Scene {
        WindowGroup {
            RootView(composition: composition)
        }
    }
}
#endif
