import Foundation

// TODO: Book feature: move to BookFeature/. This is how the app gets the sample repository
// without naming InMemoryBookRepository. What must be public so AppComposition can call it?

/// Builds the book feature's parts for the rest of the app.
enum BookAssembly {
    /// The sample catalogue, served after `latency` so the screen's spinner has time to show.
    static func sampleRepository(latency: Duration = .zero) -> any BookRepository {
        InMemoryBookRepository(latency: latency)
    }
}
