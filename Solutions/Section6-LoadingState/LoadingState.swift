import Foundation

/// What a screen that loads something is doing right now. Exactly one case is true at a time,
/// so "loading and failed at once" or "empty: not loaded yet, or no results?" cannot happen.
enum LoadingState<Value> {
    case idle
    case loading
    case loaded(Value)
    case error(String)
}

// Equatable whenever the payload is, so tests and views can write `state == .loading`.
extension LoadingState: Equatable where Value: Equatable {}
