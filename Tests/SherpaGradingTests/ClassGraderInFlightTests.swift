import Foundation
import Synchronization
import Testing
@testable import SherpaGrading

@Suite("Judging learners at most N at a time")
struct ClassGraderInFlightTests {
    @Test("No more than the width run at once, and the width is reached")
    func boundedByWidth() throws {
        let width = 3
        let running = Mutex(0)
        let peak = Mutex(0)
        let gate = DispatchSemaphore(value: 0)
        let results = try ClassGrader.inFlight(Array(0..<10), atMost: width, work: { item in
            let now = running.withLock { count in count += 1; return count }
            peak.withLock { $0 = max($0, now) }
            // The first `width` wait for each other, so that all of them are seen in flight together.
            if item < width {
                if now == width { for _ in 0..<width { gate.signal() } }
                _ = gate.wait(timeout: .now() + 120)
            }
            running.withLock { $0 -= 1 }
            return item * 2
        }, finished: { _ in })
        #expect(peak.withLock { $0 } == width)
        #expect(results.map(\.0).sorted() == Array(0..<10))
        #expect(results.allSatisfy { $0.1 == $0.0 * 2 })
    }

    @Test("After a failure no further item starts; the error is thrown")
    func failureStopsNewItems() {
        struct Broken: Error {}
        let started = Mutex<[Int]>([])
        #expect(throws: Broken.self) {
            try ClassGrader.inFlight(Array(0..<10), atMost: 1, work: { item in
                started.withLock { $0.append(item) }
                if item == 2 { throw Broken() }
                return item
            }, finished: { _ in })
        }
        #expect(started.withLock { $0 } == [0, 1, 2])
    }

    @Test("Progress hears each finished item, counting up to all of them")
    func progressCountsUp() throws {
        let heard = Mutex<[Int]>([])
        _ = try ClassGrader.inFlight(Array(0..<5), atMost: 2, work: { $0 }, finished: { done in heard.withLock { $0.append(done) } })
        #expect(heard.withLock { $0 } == [1, 2, 3, 4, 5])
    }
}
