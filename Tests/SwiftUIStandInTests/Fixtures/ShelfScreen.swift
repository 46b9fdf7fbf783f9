// A list screen in the course's style: a view model owned with @State, a loading-state
// switch, search, pull to refresh, swipe actions, a toolbar and two kinds of sheet.

#if canImport(SwiftUI)
import SwiftUI

struct ShelfScreen: View {
    @State private var viewModel: ShelfViewModel

    init(source: any NovelSource = FakeNovelSource()) {
        viewModel = ShelfViewModel(source: source)
    }

    /// Lets a test hold the view model the screen shows.
    init(viewModel: ShelfViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Shelf")
                .searchable(text: $viewModel.query, prompt: "Title")
                .refreshable { await viewModel.load() }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add", systemImage: "plus") { viewModel.isAdding = true }
                    }
                }
        }
        .task { await viewModel.load() }
        .sheet(isPresented: $viewModel.isAdding, onDismiss: { viewModel.addSheetClosed() }) {
            Text("New novel")
        }
        .sheet(item: $viewModel.editing) { novel in
            RenameSheet(viewModel: viewModel, novel: novel)
        }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .idle, .loading:
            ProgressView("Loading shelf…")
        case .failed(let message):
            ContentUnavailableView("Shelf unavailable", systemImage: "books.vertical", description: Text(message))
        case .loaded:
            if viewModel.visibleNovels.isEmpty {
                ContentUnavailableView.search(text: viewModel.query)
            } else {
                List(viewModel.visibleNovels) { novel in
                    NovelRow(novel: novel)
                        .swipeActions {
                            Button("Delete", systemImage: "trash", role: .destructive) {
                                viewModel.remove(novel)
                            }
                            Button("Rename") { viewModel.editing = novel }
                                .tint(.orange)
                        }
                }
            }
        }
    }
}

struct NovelRow: View {
    let novel: Novel

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(novel.title)
                .font(.headline)
            Text("\(novel.author), \(novel.year)")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}

/// Edits a copy of the title; the view model only changes on Save.
struct RenameSheet: View {
    @Bindable var viewModel: ShelfViewModel
    let novel: Novel
    @State private var title = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("Title") {
                    TextField("Title", text: $title)
                }
                Button("Save") {
                    viewModel.rename(novel, to: title)
                    dismiss()
                }
                .buttonStyle(.borderedProminent)
            }
            .navigationTitle("Rename")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
            }
        }
        .task { title = novel.title }
    }
}
#endif
