import Foundation

/// How many built sherpas the tests run at once. Swift Testing starts every end-to-end test
/// together, and each sherpa runs compilers of its own: unbounded, dozens of compilers share two
/// cores and the machine spends its time switching between them. A few slots more than the cores
/// keep every core busy while one sherpa waits on a child, and let the rest queue here instead.
package actor SherpaProcessSlots {
    package static let shared = SherpaProcessSlots(count: ProcessInfo.processInfo.activeProcessorCount + 1)

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) {
        free = max(count, 2)
    }

    /// Waits for a free slot and takes it.
    package func take() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives a slot back: to the longest waiter, or to the pool.
    package func giveBack() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
