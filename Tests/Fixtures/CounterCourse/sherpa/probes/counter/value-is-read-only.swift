// probe: Only the counter changes `value`; other code can read it but not set it.
// expect-error: setter is inaccessible
@testable import Counter

func probe(_ counter: Counter) {
    counter.value = 42
}
