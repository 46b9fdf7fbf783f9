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
    .target(name: "SwiftUI", dependencies: ["SwiftUIPreviewMacros"], path: "Sources/SwiftUIStandIn"),
    .target(name: "SwiftUIHeadless", dependencies: ["SwiftUI"], path: "Sources/SwiftUIHeadless"),
    .testTarget(
        name: "SwiftUIStandInTests",
        dependencies: ["SwiftUI", "SwiftUIHeadless"],
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

// Section 7's solution splits into two modules: the feature module `BookFeature` and the app.
// A package holds one module of a name, so the learner's own BookFeature/ folder is built by
// `sherpa check` (which makes both modules) and stays part of the single starter target here.
let organisationTargets: [Target] = [
    .target(
        name: "BookFeature",
        dependencies: viewDependencies,
        path: "Solutions/Section7-Organisation/BookFeature",
        swiftSettings: exerciseSettings
    ),
    .target(
        name: "Section7Solution",
        dependencies: viewDependencies + ["BookFeature"],
        path: "Solutions/Section7-Organisation",
        exclude: ["BookFeature"],
        swiftSettings: exerciseSettings
    ),
    .target(
        name: "Section7Exercise",
        dependencies: viewDependencies,
        path: "Exercises/Section7-Organisation",
        swiftSettings: exerciseSettings
    ),
]

let package = Package(
    name: "IOSAppPatterns",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "sherpa", targets: ["sherpa"]),
    ],
    targets: [
        // The harness is four libraries, each in Sources/<Target>/ with one folder per concept inside.
        // Their arrows point one way, core → runner → grading → commands and terminal, and a wrong
        // arrow is a build error.
        .target(name: "SherpaCore"),
        .target(name: "SherpaRunner", dependencies: ["SherpaCore"]),
        .target(name: "SherpaGrading", dependencies: ["SherpaCore", "SherpaRunner"]),
        .target(name: "SherpaKit", dependencies: ["SherpaCore", "SherpaRunner", "SherpaGrading"]),
        .executableTarget(name: "sherpa", dependencies: ["SherpaKit"]),
        // Fixtures are whole course folders the end-to-end tests copy and run sherpa on, not test code.
        .testTarget(
            name: "SherpaKitTests",
            dependencies: ["SherpaCore", "SherpaRunner", "SherpaGrading", "SherpaKit", "sherpa"],
            exclude: ["Fixtures"]
        ),
    ] + standInTargets + sectionFolders.flatMap(exerciseTargets) + organisationTargets
)
