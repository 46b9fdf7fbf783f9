import Foundation

/// What a screen that fetches something is showing. One case at a time, so "spinning and
/// failed" or "empty because not loaded yet" cannot be expressed.
enum LoadingState<Value> {
    case idle
    case loading
    case loaded(Value)
    case error(String)
}

extension LoadingState: Equatable where Value: Equatable {}
