/// Lets a value cross into a thread the test starts; the test keeps the accesses ordered.
package final class SendableBox<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}
