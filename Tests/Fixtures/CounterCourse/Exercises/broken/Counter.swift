import Observation

@Observable final class Counter {
    private(set) var value = 0

    func increment() { value += one }
    func reset() { value = 0 }
}
