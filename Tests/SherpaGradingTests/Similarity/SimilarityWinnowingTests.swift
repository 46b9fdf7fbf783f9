import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
import SherpaTestSupport

@Suite("Similarity: winnowing")
struct SimilarityWinnowingTests {
    @Test("each window keeps its smallest hash, the rightmost on a tie, and a position only once")
    func selection() {
        #expect(Winnowing(kgram: 1, window: 3).select([5, 3, 3, 9, 1, 7]) == [2, 4])
    }

    @Test("a sequence shorter than a window still gives its smallest hash")
    func shortSequence() {
        #expect(Winnowing(kgram: 1, window: 8).select([4, 2, 6]) == [1])
    }

    @Test("any shared run of kgram + window - 1 tokens gives both sequences a common fingerprint")
    func guarantee() {
        let winnowing = Winnowing(kgram: 5, window: 4)
        var state: UInt64 = 42
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 40
        }
        for _ in 0..<200 {
            let run = (0..<(5 + 4 - 1)).map { _ in next() }
            let left = (0..<Int(next() % 30)).map { _ in next() } + run + (0..<Int(next() % 30)).map { _ in next() }
            let right = (0..<Int(next() % 30)).map { _ in next() } + run + (0..<Int(next() % 30)).map { _ in next() }
            let leftHashes = winnowing.kgramHashes(left)
            let rightHashes = winnowing.kgramHashes(right)
            let shared = Set(winnowing.select(leftHashes).map { leftHashes[$0] }).intersection(winnowing.select(rightHashes).map { rightHashes[$0] })
            #expect(!shared.isEmpty)
        }
    }
}
