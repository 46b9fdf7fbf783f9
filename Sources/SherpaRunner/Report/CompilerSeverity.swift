import Foundation

/// How serious a compiler diagnostic is; only errors stop a build. Written into report JSON by its raw value.
package enum CompilerSeverity: String, Codable, Sendable, Equatable {
    case error
    case warning
}
