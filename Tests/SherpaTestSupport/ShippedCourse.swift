import Foundation
import SherpaCore
import SherpaRunner

/// The shipped course's catalog, for tests that need real sections without building anything.
package enum ShippedCourse {
    package static var repositoryRoot: URL { SherpaProcess.repositoryRoot }

    package static func workspace() throws -> Workspace {
        try Workspace.locate(from: repositoryRoot)
    }

    package static func section(_ name: String) throws -> CatalogSection {
        try workspace().section(named: name)
    }

    package static func outcome(_ name: String, _ status: TestStatus, _ origin: TestOrigin = .suite) -> TestOutcome {
        TestOutcome(name: name, status: status, origin: origin, message: status == .pass ? nil : "\(name) must hold")
    }
}
