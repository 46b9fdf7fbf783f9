/// Work the system wakes the app for in the background: a refresh or a URL session's events.
/// `Request` is what the task receives, `Response` what it returns.
public struct BackgroundTask<Request, Response>: Sendable {
    let name: String
}

extension BackgroundTask where Request == Void, Response == Void {
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask(name: "appRefresh(\(identifier))")
    }

    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask(name: "urlSession(\(identifier))")
    }
}

extension BackgroundTask where Request == String, Response == Void {
    public static var urlSession: BackgroundTask<String, Void> {
        BackgroundTask(name: "urlSession")
    }

    public static func urlSession(matching: @escaping (String) -> Bool) -> BackgroundTask<String, Void> {
        BackgroundTask(name: "urlSession(matching:)")
    }
}
