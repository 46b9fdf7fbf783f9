import Foundation

/// Shell: the cases the TODO names; no screen uses them yet.
enum LoadingState<Value> {
    case idle
    case loading
    case loaded(Value)
    case error(String)
}

extension LoadingState: Equatable where Value: Equatable {}
