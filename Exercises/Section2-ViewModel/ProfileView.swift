#if canImport(SwiftUI)
import Foundation
import SwiftUI
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// TODO: This one view does everything: it holds the data, talks to the server, decodes JSON
// and draws the screen. Move the data and the work into a new `ProfileViewModel` in its own
// file (`@Observable final class`, importing Foundation and Observation, never SwiftUI):
//   - `user`, `isLoading` and a new `errorMessage: String?`, all readable but `private(set)`
//   - `draftName`: the name being typed in the edit sheet (the view binds to it)
//   - `init(userID:)` with a default, then `load()`, `startEditing()` and `save()`
// TODO: `try!` crashes the app when the server is down or sends something unexpected.
// In the view model, catch the error and put a message in `errorMessage` instead.
// TODO: When you are done, the view keeps only `isEditing` (whether the sheet is showing),
// owns its view model with `@State`, and only forwards taps to it. Keep `ProfileView(userID:)`
// and the labels ("Change name", "Name", "Save"). If a save fails, keep the profile on screen
// and show the message under it; the full-screen error is for when nothing has loaded.
struct ProfileView: View {
    var userID = 1

    @State private var user: User?
    @State private var isLoading = false
    @State private var isEditing = false
    @State private var typedName = ""

    var body: some View {
        NavigationStack {
            Group {
                if isLoading {
                    ProgressView()
                } else if let user {
                    VStack(spacing: 12) {
                        Text(user.name)
                            .font(.title)
                        Text(user.email)
                            .foregroundStyle(.secondary)
                        Button("Change name") {
                            typedName = user.name
                            isEditing = true
                        }
                    }
                }
            }
            .navigationTitle("Profile")
        }
        .sheet(isPresented: $isEditing) {
            Form {
                TextField("Name", text: $typedName)
                Button("Save") {
                    isEditing = false
                    Task { await saveName() }
                }
            }
        }
        .task { await fetchProfile() }
    }

    func fetchProfile() async {
        isLoading = true
        let address = URL(string: "https://api.bookbrowser.example/users/\(userID)")!
        let (data, _) = try! await URLSession.shared.data(from: address)
        user = try! JSONDecoder().decode(User.self, from: data)
        isLoading = false
    }

    func saveName() async {
        guard var changed = user else { return }
        changed.name = typedName
        var request = URLRequest(url: URL(string: "https://api.bookbrowser.example/users/\(userID)")!)
        request.httpMethod = "PUT"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try! JSONEncoder().encode(changed)
        _ = try! await URLSession.shared.data(for: request)
        user = changed
    }
}

// The profile still comes from the course API, and the view offers no way to hand it another
// source (section 3 adds one). So the preview answers the network instead: `PreviewServer`
// replies to the profile's request, and to a save, from memory.
#Preview {
    let _ = PreviewServer.start()
    ProfileView(userID: 1)
}
#endif
