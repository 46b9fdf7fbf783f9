import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
import SherpaTestSupport

@Suite("The class package's manifest and files")
struct ClassPackageTests {
    let workspace: Workspace
    let section: CatalogSection
    let folder: TemporaryFolder

    init() throws {
        workspace = try ShippedCourse.workspace()
        section = try ShippedCourse.section("3")
        folder = try TemporaryFolder()
        for learner in ["ada", "gil"] {
            try folder.write("import SwiftUI\nstruct Row: View { var body: some View { Text(\"a\") } }\n#Preview {\n    Row()\n}\n", to: "\(learner)/Row.swift")
            try folder.write("struct Book {}\n", to: "\(learner)/Book.swift")
        }
    }

    private func package(standIn: StandInLinkage = .sources) throws -> ClassPackage {
        let members = ["ada", "gil"].map { learner in
            var member = ClassPackage.Member(key: ClassPackage.key(for: learner), folder: folder.url.appendingPathComponent(learner), suite: true, ownTests: false, mutationTests: false)
            member.viewsSetAside = learner == "gil"
            return member
        }
        return try ClassPackage(workspace: workspace, section: section, folder: folder.url.appendingPathComponent("package"), members: members, schema: nil, standIn: standIn)
    }

    @Test("Every target sees the stand-in, built as SherpaSwiftUI, through the SwiftUI alias")
    func standInIsAliased() throws {
        let manifest = try package().manifest
        let lines = manifest.split(separator: "\n")
        let targets = lines.filter { $0.contains(".target(") || $0.contains(".testTarget(") }
        #expect(targets.contains { $0.contains("(name: \"SherpaSwiftUI\"") })
        // The learners' targets share the flags through `settings`, declared once.
        #expect(lines.contains { $0.hasPrefix("let standIn: [String] = [") && $0.contains(#""-module-alias", "SwiftUI=SherpaSwiftUI""#) }, "\(manifest)")
        #expect(targets.allSatisfy { $0.contains(#""-module-alias", "SwiftUI=SherpaSwiftUI""#) || $0.contains("swiftSettings: settings([") }, "\(targets)")
    }

    @Test("Previews are set aside for everyone, and a learner with a gap has their view files set aside too")
    func learnerFilesAsBuilt() throws {
        let package = try package()
        let ada = try #require(package.files["Sources/\(ClassPackage.moduleName("BookBrowser", key: ClassPackage.key(for: "ada")))/Row.swift"])
        let gil = try #require(package.files["Sources/\(ClassPackage.moduleName("BookBrowser", key: ClassPackage.key(for: "gil")))/Row.swift"])
        #expect(String(decoding: ada, as: UTF8.self) == "import SwiftUI\nstruct Row: View { var body: some View { Text(\"a\") } }\n\n\n\n")
        #expect(String(decoding: gil, as: UTF8.self) == "\n\n\n\n\n")
    }

    @Test("With the machine's prebuilt stand-in, the class compiles none of it and links its objects through one target")
    func prebuiltStandInIsLinkedOnce() throws {
        let prebuilt = folder.url.appendingPathComponent("prebuilt")
        let package = try package(standIn: .prebuilt(prebuilt))
        let targets = package.manifest.split(separator: "\n").filter { $0.contains(".target(") || $0.contains(".testTarget(") || $0.contains(".macro(") }
        #expect(!targets.contains { $0.contains("(name: \"SherpaSwiftUI\"") || $0.contains(".macro(") })
        #expect(!package.files.keys.contains { $0.hasPrefix("Sources/SherpaSwiftUI/") })
        let objects = targets.filter { $0.contains(prebuilt.appendingPathComponent("SherpaSwiftUI-objects.o").path) }
        #expect(objects.count == 1 && objects[0].contains("(name: \"\(ClassPackage.standInObjectsTarget)\""), "\(targets)")
        // No module waits for the objects: only the targets that end up in a test product depend on them.
        let learnerModules = targets.filter { $0.contains(".target(name: \"BookBrowser_") }
        #expect(learnerModules.count == 2)
        #expect(learnerModules.allSatisfy { $0.contains("dependencies: []") }, "\(learnerModules)")
        let suites = targets.filter { $0.contains("(name: \"Suite_") }
        #expect(suites.count == 2 && suites.allSatisfy { $0.contains("\"\(ClassPackage.standInObjectsTarget)\"") }, "\(suites)")
        #expect(package.manifest.split(separator: "\n").contains { $0.hasPrefix("let standIn: [String] = [") && $0.contains(#""-I", "\#(prebuilt.path)""#) })
        #expect(package.aliasFlags(key: ClassPackage.key(for: "ada")).contains(prebuilt.path))
    }

    @Test("A compiler message names the learner's modules as their own check would")
    func messagesUseTheSectionsModuleNames() throws {
        let key = ClassPackage.key(for: "ada")
        let error = CompilerDiagnostics.Diagnostic(
            path: "/tmp/x.swift", line: 3, column: 5, severity: .error,
            message: "cannot call value of non-function type 'module<\(ClassPackage.moduleName("BookBrowser", key: key))>'"
        )
        #expect(try package().asLearnerSees(error, key: key).message == "cannot call value of non-function type 'module<BookBrowser>'")
    }
    @Test("Where test binaries run directly, the class has no test targets: suites and own tests are libraries of the test runner, the tests against the reference of the mutation runner")
    func testsLinkIntoRunners() throws {
        let section = try ShippedCourse.section("8")
        for learner in ["ada", "gil"] {
            try folder.write("@testable import BookBrowser\nimport Testing\n@Test func loads() {}\n", to: "\(learner)/Tests/LoadingTests.swift")
        }
        let members = ["ada", "gil"].map { learner in
            ClassPackage.Member(key: ClassPackage.key(for: learner), folder: folder.url.appendingPathComponent(learner), suite: true, ownTests: true, mutationTests: true)
        }
        let package = try ClassPackage(workspace: workspace, section: section, folder: folder.url.appendingPathComponent("package"), members: members, schema: MutantSchema(files: [:]))
        let lines = package.manifest.split(separator: "\n").map(String.init)
        let inTestRunner = members.flatMap { [ClassPackage.suiteTarget($0.key), ClassPackage.ownTestsTarget($0.key)] }
        let mutationTargets = members.map { ClassPackage.mutationTarget($0.key) }
        func runner(_ name: String) -> [String] { lines.filter { $0.contains("(name: \"\(name)\"") } }
        if ClassPackage.runsTestBinariesDirectly {
            #expect(!package.manifest.contains(".testTarget("), "\(package.manifest)")
            for name in inTestRunner + mutationTargets {
                let target = try #require(lines.first { $0.contains("(name: \"\(name)\"") })
                #expect(target.contains(" .target(") && target.contains("path: \"Tests/\(name)\""), "\(target)")
            }
            for (name, libraries) in [(ClassPackage.testRunnerTarget, inTestRunner), (ClassPackage.mutationRunnerTarget, mutationTargets)] {
                let declared = runner(name)
                #expect(declared.count == 1 && declared[0].contains(".executableTarget(") && libraries.allSatisfy { declared[0].contains("\"\($0)\"") }, "\(declared)")
                #expect(package.files["Sources/\(name)/main.swift"] != nil)
            }
            // Each runner holds only its own libraries: a mutant run starts a binary without the suites.
            #expect(!inTestRunner.contains { runner(ClassPackage.mutationRunnerTarget)[0].contains("\"\($0)\"") })
            #expect(package.testBinary?.lastPathComponent == ClassPackage.testRunnerTarget)
            #expect(package.mutationRunner?.lastPathComponent == ClassPackage.mutationRunnerTarget)
            #expect(ClassPackage.buildOptions == ["--disable-index-store"])
        } else {
            #expect(runner(ClassPackage.testRunnerTarget).isEmpty && runner(ClassPackage.mutationRunnerTarget).isEmpty)
            #expect(package.testBinary == nil && package.mutationRunner == nil)
            #expect((inTestRunner + mutationTargets).allSatisfy { name in lines.contains { $0.contains(".testTarget(name: \"\(name)\"") } })
            #expect(ClassPackage.buildOptions == ["--build-tests"])
        }
    }
}
