#if canImport(SwiftUI)
import SwiftUI

/// Draws the profile and forwards taps. Data and networking live in `ProfileViewModel`.
struct ProfileView: View {
    // The view owns its view model; @State keeps the one instance across redraws.
    @State private var viewModel: ProfileViewModel
    // Whether the sheet is up is a question of presentation, so it stays here.
    @State private var isEditing = false

    init(userID: Int = 1) {
        viewModel = ProfileViewModel(userID: userID)
    }

    var body: some View {
        NavigationStack {
            Group {
                if viewModel.isLoading {
                    ProgressView()
                } else if let user = viewModel.user {
                    // A profile that loaded stays on screen. A later failure (a refused save,
                    // a reload that could not reach the server) shows as a line under it.
                    VStack(spacing: 12) {
                        Text(user.name)
                            .font(.title)
                        Text(user.email)
                            .foregroundStyle(.secondary)
                        if let message = viewModel.errorMessage {
                            Text(message)
                                .foregroundStyle(.red)
                        }
                        Button("Change name") {
                            viewModel.startEditing()
                            isEditing = true
                        }
                    }
                } else if let message = viewModel.errorMessage {
                    // Only when nothing has loaded is there nothing better to show.
                    ContentUnavailableView(
                        "Profile unavailable",
                        systemImage: "person.crop.circle.badge.exclamationmark",
                        description: Text(message)
                    )
                }
            }
            .navigationTitle("Profile")
        }
        .sheet(isPresented: $isEditing) {
            NameEditor(name: $viewModel.draftName) {
                isEditing = false
                Task { await viewModel.save() }
            }
        }
        .task { await viewModel.load() }
    }
}

/// The edit sheet: a text field bound to the draft and a save button.
private struct NameEditor: View {
    @Binding var name: String
    let onSave: () -> Void

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Button("Save") { onSave() }
        }
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
