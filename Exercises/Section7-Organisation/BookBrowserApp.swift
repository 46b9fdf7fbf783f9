#if canImport(SwiftUI)
import SwiftUI

// TODO: Section 7. This app is laid out by layer: Models/, Repositories/, ViewModels/, Views/,
// Helpers/. Regroup it by feature:
//   BookFeature/  every file of the book feature. sherpa builds this folder as a module of its
//                 own, `BookFeature`; everything else here becomes the app module `BookBrowser`,
//                 which must `import BookFeature` wherever it uses a book type.
//   Authors/      the authors feature; it stays in the app module.
//   Shared/       only what more than one part of the app module really uses.
//   App/          this file, RootView and AppComposition: the code that wires features together.
// Then give BookFeature the smallest `public` surface the app (and code like it) needs. Each
// file's TODO says what outside code uses. Leave the layer folders empty, then delete them.

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
