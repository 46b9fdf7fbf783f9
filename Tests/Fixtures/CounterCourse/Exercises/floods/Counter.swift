import Observation

@Observable final class Counter {
    private(set) var value = 0

    func increment() {
        let line = String(repeating: "x", count: 1023)
        for _ in 0..<3000 { print(line) }
        value += 1
    }
    func reset() { value = 0 }
}
