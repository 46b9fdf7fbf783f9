#if canImport(SwiftUI)
import Foundation
import SwiftUI
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Read this view, don't change it: section 1 is about seeing what it does, not fixing it yet.
// Every member below shows up in Audit.swift, where you say which jobs it carries.
struct BookListView: View {
    @State private var searchText = ""
    @State private var books = [Book]()
    @State private var isLoading = false
    @State private var errorMessage: String? = nil

    /// The books the person can see: all of them, or the ones whose title or author
    /// contains what was typed in the search field.
    private var matchingBooks: [Book] {
        let query = searchText.trimmingCharacters(in: .whitespaces)
        if query.isEmpty {
            return books
        }
        return books.filter { candidate in
            candidate.title.localizedCaseInsensitiveContains(query)
                || candidate.author.localizedCaseInsensitiveContains(query)
        }
    }

    var body: some View {
        NavigationStack {
            Group {
                if isLoading {
                    ProgressView("Loading books…")
                } else if let errorMessage {
                    Text(errorMessage)
                        .foregroundStyle(.red)
                } else {
                    List(matchingBooks) { book in
                        VStack(alignment: .leading) {
                            Text(book.title)
                                .font(.headline)
                            Text("\(book.author) · \(book.pageCount) pages")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("Books")
            .searchable(text: $searchText)
            .task { await loadBooks() }
        }
    }

    func loadBooks() async {
        isLoading = true
        errorMessage = nil
        defer { isLoading = false }

        guard let endpoint = URL(string: "https://api.bookbrowser.example/books") else { return }
        do {
            let (payload, response) = try await URLSession.shared.data(from: endpoint)
            guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
                errorMessage = "The library server turned the request down. Please try again later."
                return
            }
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            books = try decoder.decode([Book].self, from: payload)
        } catch is DecodingError {
            errorMessage = "The book list came back in a form this app can't read."
        } catch {
            errorMessage = "Couldn't reach the library: \(error.localizedDescription)"
        }
    }
}

// This screen fetches from the course API itself, and nothing can hand it other data: that is
// the monolith's problem in a nutshell. So the preview answers the network instead:
// `PreviewServer` catches the view's own request and replies with three books from memory.
#Preview {
    let _ = PreviewServer.start()
    BookListView()
}
#endif
