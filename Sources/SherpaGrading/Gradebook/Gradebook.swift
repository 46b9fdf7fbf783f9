import Foundation
import SherpaCore
import SherpaRunner

/// Everything one `sherpa grade` run decided: the data every output format is rendered from.
package struct Gradebook: Codable, Sendable, Equatable {
    /// 2: learners' file names and the grade's provenance are recorded. 3: entries are sealed.
    /// 4: hand-ins close to the reference solution are recorded.
    static let currentFormatVersion = 4

    var formatVersion = Self.currentFormatVersion
    package var section: String
    package var sectionTitle: String
    package var rubric: Rubric
    /// One per learner, sorted by learner id.
    package var learners: [LearnerGrade] {
        didSet {
            files = LearnerFileNames.assign(learners.map(\.learner))
            reseal()
        }
    }
    /// Learner id → the name of their files under `feedback/` and `results/` (without extension):
    /// a different name for every learner (`LearnerFileNames`).
    package private(set) var files: [String: String]
    /// What the sandbox could not enforce on this machine, a sentence each.
    package var sandboxLimitations: [String]
    /// Pairs of hand-ins that share unusually much code beyond the starter, most alike first
    /// (`SimilarityDetector`): pointers for a person, never a verdict.
    package var similarity: [SimilarityPair] = []
    /// Hand-ins as close to the reference solution as a listed pair is to each other, most alike
    /// first (`SimilarityDetector.referenceMatches`): pointers for a person, never a verdict.
    package var nearReference: [ReferenceMatch] = []
    /// Which slice, course revision, toolchain and limits this grade was made with.
    var provenance: GradeProvenance {
        didSet { reseal() }
    }
    /// Learner id → the seal of their entry, which a merge checks (`Gradebook+Seals`).
    private(set) var seals: [String: String] = [:]
    /// A digest chained over every entry's seal, so a merge notices an entry added or removed.
    private(set) var sealOfEntries = ""

    init(
        section: CatalogSection, rubric: Rubric, learners: [LearnerGrade], sandboxLimitations: [String],
        similarity: [SimilarityPair] = [], nearReference: [ReferenceMatch] = [], provenance: GradeProvenance = GradeProvenance()
    ) {
        self.section = section.id
        self.sectionTitle = section.title
        self.rubric = rubric
        let sorted = learners.sorted { $0.learner < $1.learner }
        self.learners = sorted
        self.files = LearnerFileNames.assign(sorted.map(\.learner))
        self.sandboxLimitations = Array(Set(sandboxLimitations)).sorted()
        self.similarity = similarity
        self.nearReference = nearReference
        self.provenance = provenance
        reseal()
    }

    /// Seals every entry and the whole, after any change to them.
    private mutating func reseal() {
        let sealed = learners.map { (learner: $0.learner, seal: seal(of: $0)) }
        seals = Dictionary(sealed, uniquingKeysWith: { first, _ in first })
        sealOfEntries = Self.chainedSeal(section: section, entries: sealed)
    }

    /// The learner's file name, without extension, under `feedback/` and `results/`.
    package func fileName(for learner: String) -> String {
        files[learner] ?? LearnerFileNames.hashed(learner, digits: 32)
    }

    /// Adds a `missing` row for every roster learner the gradebook does not have yet.
    package mutating func addMissing(from roster: Roster, section: CatalogSection) {
        let present = Set(learners.map(\.learner))
        let absent = Set(roster.learners).subtracting(present)
        guard !absent.isEmpty else { return }
        learners = (learners + absent.map { LearnerGrade.notHandedIn($0, rubric: rubric, section: section) }).sorted { $0.learner < $1.learner }
    }
}
