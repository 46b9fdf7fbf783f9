import Foundation

/// The route as data: `sherpa/catalog.json`. Field meanings are documented in `docs/catalog.md`.
package struct RouteCatalog: Codable, Sendable {
    /// The only format this build reads.
    static let supportedFormatVersion = 1

    var formatVersion: Int
    /// Route id, also the folder name under `.sessions/`.
    package var route: String
    package var title: String
    /// Files copied into every hidden-suite target (network stub, gated fakes).
    package var support: FolderDigest
    package var sections: [CatalogSection]
}

/// One section of the route.
package struct CatalogSection: Codable, Sendable, Equatable {
    /// `section-N`.
    package var id: String
    package var number: Int
    /// The short name the CLI also accepts, e.g. `dependency-injection`.
    var slug: String
    /// `ready` when starter, solution and suite exist; `planned` while a section is being written.
    package var state: SectionState
    package var title: String
    /// One sentence: what the learner does here.
    package var summary: String
    /// The learner's folder, relative to the repository root.
    package var starter: String
    /// The reference folder, at mirror paths.
    package var solution: String
    package var guide: String
    package var notes: String
    package var quiz: String
    package var hints: String
    /// The learner modules sherpa builds, in dependency order.
    package var modules: [ModuleSpec]
    package var suite: FolderDigest
    /// Present when the learner writes tests (sections 4 and 8).
    package var learnerTests: LearnerTestsSpec?
    /// Ids from `sherpa/rules.json` that apply to this section.
    package var rules: [String]
    /// Folder of compile-fail probes, if the section has any.
    package var probes: String?
    /// Section 1 only: the monolith sherpa analyses and shows next to the learner's audit.
    package var monolith: MonolithSpec?
    /// Section 7 only: the folders a feature layout has, and the layer folders it no longer has.
    package var layout: FolderLayout?
    /// The Swift expression of the section's root view or app, which `sherpa show` draws
    /// (`BookBrowserView()`). It must fit every correct refactor, so it uses only what the guide
    /// or the starter's TODOs ask for.
    package var screen: String?
    /// The names the starter's TODO steps introduce, in the order it asks for them. When a check
    /// finds several of them missing it lists them in this order, so the next step it names is the
    /// first unfinished one rather than whichever the compiler met first.
    package var steps: [String]?
    /// Whether instructors grade this section (the capstone). Its check report then says what fails
    /// and why, and keeps the hints' line-level instructions for `sherpa hint`, which a learner asks
    /// for; nil or false elsewhere.
    package var graded: Bool?

    package var displayName: String { "section \(number)" }
}

/// A learner module in the scratch package.
package struct ModuleSpec: Codable, Sendable, Equatable {
    /// The module name the hidden suite imports.
    package var name: String
    /// Folder inside the section folder; `.` for the whole folder.
    package var path: String
    /// Other learner modules this one depends on.
    package var dependencies: [String]
    /// Sub-folders of `path` that belong to other modules or to the learner's tests.
    package var exclude: [String]
}

/// A folder whose contents are pinned by a SHA-256 in the catalog.
package struct FolderDigest: Codable, Sendable, Equatable {
    package var path: String
    var sha256: String
}

/// Where a section's learner-written tests live and how they are judged.
package struct LearnerTestsSpec: Codable, Sendable, Equatable {
    /// Folder inside the section folder.
    package var path: String
    /// Folder of mutants: one sub-folder per mutant plus `mutants.json`.
    package var mutants: String
    /// How many mutants the learner's tests must kill to pass.
    package var requiredKills: Int
}

/// Whether a section can be worked on yet.
package enum SectionState: String, Codable, Sendable {
    case ready
    /// Listed so the route is complete, but its exercise is still being written.
    case planned
}

/// The monolithic view of section 1 and the learner's audit of it.
package struct MonolithSpec: Codable, Sendable, Equatable {
    /// The view's file, relative to the section folder.
    package var file: String
    /// The view type whose members are audited.
    package var type: String
    /// The learner's audit file, relative to the section folder.
    package var audit: String
}

/// Folders a section's finished layout must have and must not have.
package struct FolderLayout: Codable, Sendable, Equatable {
    /// The rule id that layout findings carry.
    package static let ruleID = "folders-by-feature"

    package var required: [String]
    package var forbidden: [String]
    /// The teaching message shown for each missing or leftover folder.
    package var message: String
    package var guide: String
}
