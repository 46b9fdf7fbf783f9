import Foundation
import SherpaCore

/// How a section's work is turned into points: `sherpa/rubric/section-N.json`.
/// `sherpa check` shows the learner the same breakdown `sherpa grade` records. Fields are
/// documented in `docs/rubric.md`.
package struct Rubric: Codable, Sendable, Equatable {
    /// The only format this build reads.
    static let supportedFormatVersion = 1
    /// Weights of a rubric's criteria add up to this.
    package static let maximum = 100.0

    var formatVersion: Int
    package var section: String
    /// Bumped by the author whenever a weight or a measure changes; recorded with every grade.
    package var version: String
    package var criteria: [RubricCriterion]
    /// What the section holds, counted when the rubric is loaded for it; nil for a rubric read
    /// without its section, which then scores a suite that could not run as "0 of 1".
    var sectionCounts: SectionCounts?

    /// How many hidden tests and compile-fail probes a section has: the denominators of a check
    /// in which neither could run, so it reads "0 of 21", not "0 of 1".
    struct SectionCounts: Sendable, Equatable {
        var hiddenTests: Int
        var probes: Int

        init(hiddenTests: Int, probes: Int) {
            self.hiddenTests = hiddenTests
            self.probes = probes
        }

        /// The hidden tests the suite's inventory declares and the probes in the section's folder.
        static func of(_ section: CatalogSection, in workspace: Workspace) throws -> SectionCounts {
            let inventory = try HiddenSuiteInventory.of(section, in: workspace, learnerModules: section.modules.map(\.name))
            let probes = try section.probes.map { try CompileFailProbe.load(folder: workspace.url($0)).count } ?? 0
            return SectionCounts(hiddenTests: inventory.tests.count, probes: probes)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case formatVersion, section, version, criteria
    }

    /// Where a section's rubric lives.
    package static func path(for section: CatalogSection) -> String {
        "sherpa/rubric/\(section.id).json"
    }

    package static func load(for section: CatalogSection, in workspace: Workspace) throws -> Rubric {
        let path = path(for: section)
        let data: Data
        do {
            data = try Data(contentsOf: workspace.url(path))
        } catch {
            throw RubricError.unreadable(path: path, reason: error.localizedDescription)
        }
        struct Header: Decodable { var formatVersion: Int }
        if let header = try? JSONDecoder().decode(Header.self, from: data), header.formatVersion != supportedFormatVersion {
            throw RubricError.unsupportedFormat(path: path, found: header.formatVersion)
        }
        var rubric: Rubric
        do {
            rubric = try JSONDecoder().decode(Rubric.self, from: data)
        } catch {
            throw RubricError.unreadable(path: path, reason: String(describing: error))
        }
        // A suite or probe that cannot be read is reported by the check itself; the score then
        // falls back to counting what ran.
        rubric.sectionCounts = try? SectionCounts.of(section, in: workspace)
        return rubric
    }
}

/// One weighted line of a rubric.
package struct RubricCriterion: Codable, Sendable, Equatable {
    /// Kebab-case id; also the gradebook's column name.
    package var id: String
    /// What the learner and the instructor read, e.g. "Behaviour (hidden tests)".
    package var title: String
    /// Points out of 100.
    package var weight: Double
    package var measure: RubricMeasure
}

/// What a criterion measures. Each gives a fraction between 0 and 1; points = weight × fraction.
package enum RubricMeasure: String, Codable, Sendable, CaseIterable {
    /// Hidden tests passed / hidden tests in the suite. Nothing when the suite cannot be built against the code.
    case hiddenTests = "hidden-tests"
    /// Compile-fail probes rejected for the right reason / probes.
    case probes
    /// Architecture rules with no finding / rules the section checks (the folder layout counts as one
    /// rule). Nothing while a type the section asks for is missing.
    case architecture
    /// The learner's own tests that pass / the learner's own tests. Nothing when there are none.
    case learnerTests = "learner-tests"
    /// Mutants the learner's tests kill / mutants. Nothing until the learner's tests pass.
    case mutationScore = "mutation-score"

    /// The formula, as the report prints it.
    package var formula: String {
        switch self {
        case .hiddenTests: "hidden tests passed ÷ hidden tests"
        case .probes: "guarantees proven ÷ compile-time probes"
        case .architecture: "rules with no finding ÷ rules checked"
        case .learnerTests: "your tests passing ÷ your tests"
        case .mutationScore: "planted bugs caught ÷ planted bugs"
        }
    }
}
