import Testing
@testable import Counter

@Test func incrementAddsOne() {
    let counter = Counter()
    counter.increment()
    #expect(counter.value == 1)
}
