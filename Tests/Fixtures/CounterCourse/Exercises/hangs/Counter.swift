import Observation

@Observable final class Counter {
    private(set) var value = 0

    func increment() { value += 1 }
    func reset() {
        while value != 0 { value += 1 }
    }
}
