import Foundation

/// The route as data: `sherpa/catalog.json`. Field meanings are documented in `docs/catalog.md`.
public struct RouteCatalog: Codable, Sendable {
    /// The only format this build reads.
    public static let supportedFormatVersion = 1

    public var formatVersion: Int
    /// Route id, also the folder name under `.sessions/`.
    public var route: String
    public var title: String
    /// Files copied into every hidden-suite target (network stub, gated fakes).
    public var support: FolderDigest
    public var sections: [CatalogSection]
}

/// One section of the route.
public struct CatalogSection: Codable, Sendable, Equatable {
    /// `section-N`.
    public var id: String
    public var number: Int
    /// The short name the CLI also accepts, e.g. `dependency-injection`.
    public var slug: String
    /// `ready` when starter, solution and suite exist; `planned` while a section is being written.
    public var state: SectionState
    public var title: String
    /// One sentence: what the learner does here.
    public var summary: String
    /// The learner's folder, relative to the repository root.
    public var starter: String
    /// The reference folder, at mirror paths.
    public var solution: String
    public var guide: String
    public var notes: String
    public var quiz: String
    public var hints: String
    /// The learner modules sherpa builds, in dependency order.
    public var modules: [ModuleSpec]
    public var suite: FolderDigest
    /// Present when the learner writes tests (sections 4 and 8).
    public var learnerTests: LearnerTestsSpec?
    /// Ids from `sherpa/rules.json` that apply to this section.
    public var rules: [String]
    /// Folder of compile-fail probes, if the section has any.
    public var probes: String?
    /// Section 1 only: the monolith sherpa analyses and shows next to the learner's audit.
    public var monolith: MonolithSpec?
    /// Section 7 only: the folders a feature layout has, and the layer folders it no longer has.
    public var layout: FolderLayout?
    /// The Swift expression of the section's root view or app, which `sherpa show` draws
    /// (`BookBrowserView()`). It must fit every correct refactor, so it uses only what the guide
    /// or the starter's TODOs ask for.
    public var screen: String?

    public var displayName: String { "section \(number)" }
}

/// A learner module in the scratch package.
public struct ModuleSpec: Codable, Sendable, Equatable {
    /// The module name the hidden suite imports.
    public var name: String
    /// Folder inside the section folder; `.` for the whole folder.
    public var path: String
    /// Other learner modules this one depends on.
    public var dependencies: [String]
    /// Sub-folders of `path` that belong to other modules or to the learner's tests.
    public var exclude: [String]
}

/// A folder whose contents are pinned by a SHA-256 in the catalog.
public struct FolderDigest: Codable, Sendable, Equatable {
    public var path: String
    public var sha256: String
}

/// Where a section's learner-written tests live and how they are judged.
public struct LearnerTestsSpec: Codable, Sendable, Equatable {
    /// Folder inside the section folder.
    public var path: String
    /// Folder of mutants: one sub-folder per mutant plus `mutants.json`.
    public var mutants: String
    /// How many mutants the learner's tests must kill to pass.
    public var requiredKills: Int
}

/// Whether a section can be worked on yet.
public enum SectionState: String, Codable, Sendable {
    case ready
    /// Listed so the route is complete, but its exercise is still being written.
    case planned
}

/// The monolithic view of section 1 and the learner's audit of it.
public struct MonolithSpec: Codable, Sendable, Equatable {
    /// The view's file, relative to the section folder.
    public var file: String
    /// The view type whose members are audited.
    public var type: String
    /// The learner's audit file, relative to the section folder.
    public var audit: String
}

/// Folders a section's finished layout must have and must not have.
public struct FolderLayout: Codable, Sendable, Equatable {
    /// The rule id that layout findings carry.
    public static let ruleID = "folders-by-feature"

    public var required: [String]
    public var forbidden: [String]
    /// The teaching message shown for each missing or leftover folder.
    public var message: String
    public var guide: String
}
