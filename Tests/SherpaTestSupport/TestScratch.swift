import Foundation

/// The folder this test process keeps its copies of fixtures in, removed when the process exits.
/// A check builds inside its course, so every copy grows by hundreds of megabytes; the folders tests
/// make beside a copy (classes of hand-ins, grade outputs) land here too and go with it.
package enum TestScratch {
    package static let root: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestScratch.root) }
        return url
    }()
}
