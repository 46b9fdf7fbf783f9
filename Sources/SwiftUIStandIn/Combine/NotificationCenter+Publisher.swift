import Foundation

extension NotificationCenter {
    /// Combine's publisher of the notifications posted under `name`, as views pass it to
    /// `onReceive`. Like the stand-in's other publishers it delivers nothing (Publisher.swift).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// The publisher `publisher(for:object:)` returns.
    public struct Publisher: SwiftUI.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }
    }
}
