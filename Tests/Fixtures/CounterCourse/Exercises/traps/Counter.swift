import Observation

@Observable final class Counter {
    private(set) var value = 0
    private var step: Int? = nil

    func increment() { value += step! }
    func reset() { value = 0 }
}
