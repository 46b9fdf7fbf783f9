import SwiftUI

/// The navigation and presentation API of older SwiftUI, still common in tutorials.
struct ClassicNavigationScreen: View {
    @State private var showsAlert = false
    @State private var showsCover = false
    @State private var count = 0

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink("Details", destination: Text("Detail screen"))
                Button("Warn") { showsAlert = true }
                Button("Cover") { showsCover = true }
                Text("Count \(count)")
            }
            .navigationBarTitle("Classic", displayMode: .inline)
            .alert(isPresented: $showsAlert) {
                Alert(
                    title: Text("Careful"),
                    message: Text("This adds one."),
                    primaryButton: .default(Text("Add")) { count += 1 },
                    secondaryButton: .cancel()
                )
            }
            .fullScreenCover(isPresented: $showsCover) {
                Text("Cover screen")
            }
        }
    }
}

/// Inputs beyond plain text fields, and containers a test looks through.
struct InputsScreen: View {
    @State private var pages = 120
    @State private var password = ""
    @State private var notes = "First"
    @State private var finished = Date(timeIntervalSince1970: 0)
    @SceneStorage("standin-tests.tab") private var tab = "reading"

    var body: some View {
        TabView {
            Form {
                TextField("Pages", value: $pages, format: .number)
                SecureField("Password", text: $password)
                TextEditor(text: $notes)
                DatePicker("Finished", selection: $finished, displayedComponents: .date)
                Text("Pages \(pages)")
            }
            .tabItem { Label("Reading", systemImage: "book") }
            Grid {
                GridRow {
                    Text("Tab \(tab)")
                    AsyncImage(url: URL(string: "https://example.invalid/cover.png"))
                }
            }
            .tabItem { Label("More", systemImage: "ellipsis") }
            ViewThatFits {
                Text("Wide layout")
                Text("Narrow layout")
            }
        }
    }
}
