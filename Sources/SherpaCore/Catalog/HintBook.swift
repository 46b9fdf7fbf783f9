import Foundation

/// A section's hints as data: `sherpa/hints/section-N.json`.
package struct HintBook: Codable, Sendable, Equatable {
    /// The shape this sherpa reads: version 2 keeps the test hints in the section's step order.
    static let currentFormat = 2

    var formatVersion: Int
    package var section: String
    /// Progressive hints, gentlest first.
    package var general: [String]
    /// A hint per hidden-suite test, in the order of the section's steps: a learner who follows the
    /// guide makes them pass from the first to the last. When several fail, the one that comes
    /// first names the fix the others may be waiting on (a view that shows a refused save wrongly
    /// because the view model kept the refused name), so `sherpa hint` aims at it.
    var tests: [TestHint]

    /// One hidden test, by its display name, and the hint written for it.
    package struct TestHint: Codable, Sendable, Equatable {
        package var test: String
        package var hint: String
    }

    /// The hint written for the test named `name`.
    package func hint(forTest name: String) -> String? {
        tests.first { $0.test == name }?.hint
    }

    /// Of the tests named in `failing`, the one with a hint that comes first in the section's steps.
    package func earliestInSteps(of failing: [String]) -> TestHint? {
        let failing = Set(failing)
        return tests.first { failing.contains($0.test) }
    }

    /// The section's hints; nil when the file is missing, unreadable or of another format.
    package static func load(_ section: CatalogSection, in workspace: Workspace) -> HintBook? {
        guard let data = try? Data(contentsOf: workspace.url(section.hints)),
            let book = try? JSONDecoder().decode(HintBook.self, from: data),
            book.formatVersion == currentFormat
        else { return nil }
        return book
    }
}
