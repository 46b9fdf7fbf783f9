// Dependency injection through the environment, as section 4 teaches it: a key with a
// default, an EnvironmentValues property, and an @Observable object by type.

#if canImport(SwiftUI)
import SwiftUI

struct NovelSourceKey: EnvironmentKey {
    static var defaultValue: any NovelSource { FakeNovelSource([]) }
}

extension EnvironmentValues {
    /// Where the shelf screens get their novels.
    var novelSource: any NovelSource {
        get { self[NovelSourceKey.self] }
        set { self[NovelSourceKey.self] = newValue }
    }
}

/// Builds its view model from the environment on first appearance.
struct InjectedShelf: View {
    @Environment(\.novelSource) private var source
    @State private var viewModel: ShelfViewModel?

    var body: some View {
        Group {
            if let viewModel {
                List {
                    Section("Novels") {
                        ForEach(viewModel.visibleNovels) { novel in
                            Text(novel.title)
                        }
                    }
                }
            } else {
                ProgressView()
            }
        }
        .task {
            let model = viewModel ?? ShelfViewModel(source: source)
            viewModel = model
            await model.load()
        }
    }
}

/// Reads an @Observable object from the environment, and binds to it with @Bindable.
struct PreferencesPanel: View {
    @Environment(ReadingPreferences.self) private var preferences
    @Environment(ShelfRouter.self) private var optionalRouter: ShelfRouter?

    var body: some View {
        @Bindable var preferences = preferences
        Form {
            Text(preferences.showsYears ? "Years shown" : "Years hidden")
            Button("Toggle years") { preferences.showsYears.toggle() }
            TextField("Unused", text: .constant(optionalRouter == nil ? "no router" : "router"))
        }
    }
}
#endif
