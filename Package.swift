// swift-tools-version:6.2
import CompilerPluginSupport
import PackageDescription

// Every section's starter and solution is a target, so Xcode shows and compiles each one.
// The folder names are listed here once; sherpa's catalog (sherpa/catalog.json) names the same folders.
let sectionFolders = [
    "Section1-Monolith",
    "Section2-ViewModel",
    "Section3-Repository",
    "Section4-DependencyInjection",
    "Section5-NavigationPath",
    "Section6-LoadingState",
    "Section8-PracticeProject",
]
// Sections whose learner writes tests keep them in a Tests/ folder that sherpa builds, not this package.
let sectionsWithLearnerTests: Set<String> = ["Section4-DependencyInjection", "Section8-PracticeProject"]

let exerciseSettings: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

#if os(Linux)
// SwiftUI exists only on Apple platforms. On Linux a stand-in module with Apple's
// signatures lets every view compile in CI; on a Mac the real SwiftUI is used.
let viewDependencies: [Target.Dependency] = ["SwiftUI"]
let standInTargets: [Target] = [
    // `#Preview` is a macro: its plugin, written on Foundation alone, expands it to nothing.
    .macro(name: "SwiftUIPreviewMacros", path: "Sources/SwiftUIPreviewMacros"),
    // Core Data, too, is Apple's only: the smallest in-memory stand-in that `@FetchRequest` and the
    // environment's `managedObjectContext` need. SwiftUI imports it but, as on iOS, does not re-export it.
    .target(name: "CoreData", path: "Sources/CoreDataStandIn"),
    .target(name: "SwiftUI", dependencies: ["SwiftUIPreviewMacros", "CoreData"], path: "Sources/SwiftUIStandIn"),
    .target(name: "SwiftUIHeadless", dependencies: ["SwiftUI"], path: "Sources/SwiftUIHeadless"),
    .testTarget(
        name: "SwiftUIStandInTests",
        dependencies: ["SwiftUI", "SwiftUIHeadless", "CoreData"],
        // Data read from the source tree: snippets that must not compile (the negative-corpus test
        // compiles each on its own) and the inventory the coverage test compares with.
        exclude: ["Fixtures/Rejected", "Inventory"],
        swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
]
#else
let viewDependencies: [Target.Dependency] = []
let standInTargets: [Target] = []
#endif

func exerciseTargets(_ folder: String) -> [Target] {
    let number = folder.split(separator: "-")[0].dropFirst("Section".count)
    let exclude = sectionsWithLearnerTests.contains(folder) ? ["Tests"] : []
    return [
        .target(
            name: "Section\(number)Exercise",
            dependencies: viewDependencies,
            path: "Exercises/\(folder)",
            exclude: exclude,
            swiftSettings: exerciseSettings
        ),
        .target(
            name: "Section\(number)Solution",
            dependencies: viewDependencies,
            path: "Solutions/\(folder)",
            exclude: exclude,
            swiftSettings: exerciseSettings
        ),
    ]
}

// Section 7 splits into two modules: the feature module `BookFeature` and the app. A package holds one
// module of a name, and the learner writes `import BookFeature`, so that name belongs to the learner's
// own Exercises/Section7-Organisation/BookFeature/ folder (the starter ships it with one placeholder
// file). The reference's feature module is built here as `Section7SolutionBookFeature`, and its app
// target reads its `import BookFeature` as that module through the compiler's module alias, the flag
// SwiftPM's own `moduleAliases` uses. So each app target imports its own feature module, from clean
// and incrementally, and `sherpa check` (whose generated package names both `BookFeature`, as the
// catalog says) sees the same sources.
let organisationTargets: [Target] = [
    .target(
        name: "BookFeature",
        dependencies: viewDependencies,
        path: "Exercises/Section7-Organisation/BookFeature",
        swiftSettings: exerciseSettings
    ),
    .target(
        name: "Section7Exercise",
        dependencies: viewDependencies + ["BookFeature"],
        path: "Exercises/Section7-Organisation",
        exclude: ["BookFeature"],
        swiftSettings: exerciseSettings
    ),
    .target(
        name: "Section7SolutionBookFeature",
        dependencies: viewDependencies,
        path: "Solutions/Section7-Organisation/BookFeature",
        swiftSettings: exerciseSettings
    ),
    .target(
        name: "Section7Solution",
        dependencies: viewDependencies + ["Section7SolutionBookFeature"],
        path: "Solutions/Section7-Organisation",
        exclude: ["BookFeature"],
        swiftSettings: exerciseSettings + [.unsafeFlags(["-module-alias", "BookFeature=Section7SolutionBookFeature"])]
    ),
]

let package = Package(
    name: "IOSAppPatterns",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "sherpa", targets: ["sherpa"]),
    ],
    targets: [
        // The harness is five libraries under two front ends, each in Sources/<Target>/ with one
        // folder per concept inside. Their arrows point one way, core → runner → grading → session
        // → the MCP server and the command line → the executable, and a wrong arrow is a build
        // error. The command line names the MCP server only to start it (LayerTests holds that).
        .target(name: "SherpaCore"),
        .target(name: "SherpaRunner", dependencies: ["SherpaCore"]),
        .target(name: "SherpaGrading", dependencies: ["SherpaCore", "SherpaRunner"]),
        .target(name: "SherpaSession", dependencies: ["SherpaCore", "SherpaRunner", "SherpaGrading"]),
        .target(name: "SherpaMCP", dependencies: ["SherpaCore", "SherpaRunner", "SherpaSession"]),
        .target(name: "SherpaCLI", dependencies: ["SherpaCore", "SherpaRunner", "SherpaGrading", "SherpaSession", "SherpaMCP"]),
        .executableTarget(name: "sherpa", dependencies: ["SherpaCLI"]),
        // Tests in layers: a fast unit-test target per library, one end-to-end target that runs the
        // built sherpa and real builds, and the support they share. Tests/Fixtures holds whole course
        // folders the tests copy and run sherpa on; it is data, not a target.
        .target(
            name: "SherpaTestSupport",
            dependencies: ["SherpaCore", "SherpaRunner"],
            path: "Tests/SherpaTestSupport"
        ),
        .testTarget(name: "SherpaCoreTests", dependencies: ["SherpaCore", "SherpaTestSupport"]),
        .testTarget(name: "SherpaRunnerTests", dependencies: ["SherpaCore", "SherpaRunner", "SherpaTestSupport"]),
        .testTarget(name: "SherpaGradingTests", dependencies: ["SherpaCore", "SherpaRunner", "SherpaGrading", "SherpaTestSupport"]),
        .testTarget(name: "SherpaSessionTests", dependencies: ["SherpaCore", "SherpaRunner", "SherpaGrading", "SherpaSession", "SherpaTestSupport"]),
        .testTarget(name: "SherpaMCPTests", dependencies: ["SherpaCore", "SherpaRunner", "SherpaSession", "SherpaMCP", "SherpaTestSupport"]),
        .testTarget(name: "SherpaCLITests", dependencies: ["SherpaCore", "SherpaRunner", "SherpaGrading", "SherpaSession", "SherpaMCP", "SherpaCLI", "SherpaTestSupport"]),
        .testTarget(
            name: "SherpaEndToEndTests",
            dependencies: ["SherpaCore", "SherpaRunner", "SherpaGrading", "SherpaSession", "SherpaCLI", "SherpaTestSupport", "sherpa"]
        ),
    ] + standInTargets + sectionFolders.flatMap(exerciseTargets) + organisationTargets
)
