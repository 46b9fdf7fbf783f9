// Three ways to navigate: a typed path owned by a router, a NavigationPath, and links that
// carry their destination view.

#if canImport(SwiftUI)
import SwiftUI

/// A navigation stack bound to the router's typed path.
struct RoutedShelf: View {
    @State private var router = ShelfRouter()
    let novels: [Novel]

    var body: some View {
        NavigationStack(path: $router.path) {
            List(novels) { novel in
                NavigationLink(novel.title, value: ShelfRoute.novel(novel.id))
            }
            .navigationTitle("Routes")
            .navigationDestination(for: ShelfRoute.self) { route in
                switch route {
                case .novel(let id):
                    NovelDetail(novel: novels.first { $0.id == id })
                case .author(let name):
                    Text(name)
                        .navigationTitle(name)
                }
            }
        }
        .environment(router)
    }
}

struct NovelDetail: View {
    let novel: Novel?
    @Environment(ShelfRouter.self) private var router

    var body: some View {
        if let novel {
            VStack {
                Text(novel.title)
                Button("More by \(novel.author)") { router.show(.author(novel.author)) }
                Button("Back to the shelf") { router.popToRoot() }
            }
            .navigationTitle(novel.title)
        } else {
            ContentUnavailableView("No such novel", systemImage: "questionmark")
        }
    }
}

/// A router the test owns, passed in, so the test can drive it from outside.
struct ExternallyRouted: View {
    @Bindable var router: ShelfRouter

    var body: some View {
        NavigationStack(path: $router.path) {
            Text("Start")
                .navigationTitle("Start")
                .navigationDestination(for: ShelfRoute.self) { route in
                    Text("\(String(describing: route))")
                        .navigationTitle("Routed")
                }
        }
    }
}

/// A heterogeneous NavigationPath held in @State.
struct MixedPathScreen: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Year 1871", value: 1871)
                NavigationLink("Author", value: "George Eliot")
                Button("Jump two") {
                    path.append(1958)
                    path.append("Octavia E. Butler")
                }
            }
            .navigationTitle("Mixed")
            .navigationDestination(for: Int.self) { year in
                Text("Published in \(year)")
                    .navigationTitle("Year")
            }
            .navigationDestination(for: String.self) { name in
                Text(name)
                    .navigationTitle("Author")
            }
        }
    }
}

/// A plain stack whose links carry their destination views.
struct DestinationLinks: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("About") {
                    Text("A fixture for destination links.")
                        .navigationTitle("About")
                }
                NavigationLink {
                    Counter()
                } label: {
                    Label("Counter", systemImage: "number")
                }
                NavigationLink("Orphan", value: 42)
            }
            .navigationTitle("Links")
        }
    }
}
#endif
