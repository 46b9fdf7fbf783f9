import Foundation

/// The feature's front door for building its parts. Returning `any BookRepository` keeps the
/// concrete in-memory type out of the public API.
public enum BookAssembly {
    /// The sample catalogue, served after `latency` so the screen's spinner has time to show.
    public static func sampleRepository(latency: Duration = .zero) -> any BookRepository {
        InMemoryBookRepository(latency: latency)
    }
}
