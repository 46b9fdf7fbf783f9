/// The parts of the standard "no search results" view.
public struct SearchUnavailableContent {
    public struct Label: View {
        public var body: some View {
            SwiftUI.Label("No Results", systemImage: "magnifyingglass")
        }
    }

    public struct Description: View {
        let query: String?

        public var body: some View {
            if let query {
                Text("Nothing matches “\(query)”. Check the spelling or try another search.")
            } else {
                Text("Check the spelling or try another search.")
            }
        }
    }

    public struct Actions: View {
        public var body: some View {
            EmptyView()
        }
    }
}
