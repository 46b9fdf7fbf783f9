import Foundation
@testable import SherpaCore
@testable import SherpaGrading
@testable import SherpaKit
@testable import SherpaRunner

/// The shipped course's catalog, for tests that need real sections without building anything.
enum GradingFixtures {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func workspace() throws -> Workspace {
        try Workspace.locate(from: repositoryRoot)
    }

    static func section(_ name: String) throws -> CatalogSection {
        try workspace().section(named: name)
    }

    static func outcome(_ name: String, _ status: TestStatus, _ origin: TestOrigin = .suite) -> TestOutcome {
        TestOutcome(name: name, status: status, origin: origin, message: status == .pass ? nil : "\(name) must hold")
    }
}
