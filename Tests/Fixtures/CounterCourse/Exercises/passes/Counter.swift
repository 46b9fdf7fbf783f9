import Observation

@Observable final class Counter {
    private(set) var value = 0

    func increment() { value += 1 }
    func reset() { value = 0 }
}
