import Foundation
import SherpaCore
import SherpaRunner
@testable import SherpaSession
@testable import SherpaMCP
import SherpaTestSupport

/// A value shared between a tool's thread and the test.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
