import Testing
@testable import Counter

@Suite struct CounterTests {
    @Test("A new counter starts at zero", .receipted)
    func startsAtZero() {
        #expect(Counter().value == 0, "a new counter should show zero")
    }

    @Test("increment() adds one", .receipted)
    func incrementAddsOne() {
        let counter = Counter()
        counter.increment()
        #expect(counter.value == 1, "after one increment() the counter should show one")
    }

    @Test("reset() returns to zero", .receipted)
    func resetReturnsToZero() {
        let counter = Counter()
        counter.increment()
        counter.reset()
        #expect(counter.value == 0, "reset() should bring the counter back to zero")
    }
}
