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

    @Test("A learner's edited file loses its objects in the configuration the class is built in, so a regrade compiles it again")
    func editedFileIsCompiledAgainInTheClassConfiguration() throws {
        let package = try package()
        try package.sync()
        let objects = package.productsFolder.appendingPathComponent("\(ClassPackage.moduleName("BookBrowser", key: ClassPackage.key(for: "ada"))).build")
        #expect(package.productsFolder.lastPathComponent == ClassPackage.configuration.rawValue)
        try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
        for name in ["Book.swift.o", "Row.swift.o"] {
            try Data().write(to: objects.appendingPathComponent(name))
        }
        try folder.write("struct Book { var title = \"\" }\n", to: "ada/Book.swift")
        try self.package().sync()
        #expect(!FileManager.default.fileExists(atPath: objects.appendingPathComponent("Book.swift.o").path))
        #expect(FileManager.default.fileExists(atPath: objects.appendingPathComponent("Row.swift.o").path))
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
    @Test("Where test binaries run directly, the class has no test targets: each learner's suite has a runner of its own, and their own tests another, with no classmate's code in either")
    func oneLearnerPerRunner() throws {
        let section = try ShippedCourse.section("8")
        let learners = (1...3).map { "learner-\($0)" }
        for learner in learners {
            try folder.write("@testable import BookBrowser\nimport Testing\n@Test func loads() {}\n", to: "\(learner)/Tests/LoadingTests.swift")
        }
        let members = learners.map { learner in
            ClassPackage.Member(key: ClassPackage.key(for: learner), folder: folder.url.appendingPathComponent(learner), suite: true, ownTests: true, mutationTests: true)
        }.sorted { $0.key < $1.key }
        let package = try ClassPackage(workspace: workspace, section: section, folder: folder.url.appendingPathComponent("package"), members: members, schema: MutantSchema(files: [:]))
        let lines = package.manifest.split(separator: "\n").map(String.init)
        func declaration(_ name: String) -> [String] { lines.filter { $0.contains("(name: \"\(name)\"") } }
        func testModules(_ member: ClassPackage.Member) -> [String] {
            [ClassPackage.suiteTarget(member.key), ClassPackage.ownTestsTarget(member.key), ClassPackage.mutationTarget(member.key)]
        }
        guard TestRunnerProgram.isUsed else {
            #expect(members.allSatisfy { package.suiteRunner(for: $0.key) == nil && package.ownTestsRunner(for: $0.key) == nil })
            #expect(members.flatMap(testModules).allSatisfy { name in lines.contains { $0.contains(".testTarget(name: \"\(name)\"") } })
            #expect(ClassPackage.buildOptions == ["--build-tests"])
            return
        }
        #expect(!package.manifest.contains(".testTarget("), "\(package.manifest)")
        // Release configuration with debug code generation: no index store, no wrapped module interfaces, nothing stripped.
        #expect(ClassPackage.buildOptions == [
            "--configuration", "release", "--disable-dead-strip", "--disable-index-store",
            "-Xswiftc", "-Onone", "-Xswiftc", "-enable-testing", "-Xswiftc", "-DDEBUG",
        ])
        for member in members {
            for name in testModules(member) {
                let target = try #require(declaration(name).first)
                #expect(target.contains(" .target(") && target.contains("path: \"Tests/\(name)\""), "\(target)")
            }
            let suiteRunner = try #require(declaration(ClassPackage.suiteRunnerTarget(member.key)).first)
            let ownRunner = try #require(declaration(ClassPackage.ownTestsRunnerTarget(member.key)).first)
            #expect(suiteRunner.contains(".executableTarget(") && ownRunner.contains(".executableTarget("))
            // The suite's runner holds the suite alone; the other runner holds the learner's own tests, never the suite.
            #expect(suiteRunner.contains("dependencies: [\"\(ClassPackage.suiteTarget(member.key))\"]"), "\(suiteRunner)")
            #expect(ownRunner.contains("dependencies: [\"\(ClassPackage.ownTestsTarget(member.key))\", \"\(ClassPackage.mutationTarget(member.key))\"]"), "\(ownRunner)")
            for other in members where other != member {
                #expect(!testModules(other).contains { suiteRunner.contains("\"\($0)\"") || ownRunner.contains("\"\($0)\"") })
            }
            #expect(package.suiteRunner(for: member.key)?.path.hasSuffix("/package/.build/release/\(ClassPackage.suiteRunnerTarget(member.key))") == true)
            #expect(package.ownTestsRunner(for: member.key)?.lastPathComponent == ClassPackage.ownTestsRunnerTarget(member.key))
            // The suite's runner takes the receipt key before Swift Testing starts.
            let main = try #require(package.files["Sources/\(ClassPackage.suiteRunnerTarget(member.key))/main.swift"].flatMap { String(data: $0, encoding: .utf8) })
            let take = try #require(main.range(of: "HiddenTestReceipt.takeKey()"))
            let start = try #require(main.range(of: "__swiftPMEntryPoint"))
            #expect(take.upperBound <= start.lowerBound)
        }
    }
}
