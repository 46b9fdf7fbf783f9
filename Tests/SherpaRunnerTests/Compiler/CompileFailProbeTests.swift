import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

@Suite("Compile-fail probes")
struct CompileFailProbeTests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("probe-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("every expect-error line of a probe is an accepted reason")
    func severalExpectations() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            // probe: No flag of its own.
            // expect-error: has no member 'isLoading'
            // expect-error: is a get-only property
            @testable import BookBrowser

            func probe(_ model: BookListViewModel) { model.isLoading = true }
            """.write(to: folder.appendingPathComponent("flag.swift"), atomically: true, encoding: .utf8)
        let probes = try CompileFailProbe.load(folder: folder)
        #expect(probes.map(\.expectedErrors) == [["has no member 'isLoading'", "is a get-only property"]])
        #expect(probes.first?.promise == "No flag of its own.")
    }

    @Test("a probe without an expect-error line is refused, naming its file")
    func missingExpectation() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// probe: Something.\nlet x = 1\n".write(to: folder.appendingPathComponent("bare.swift"), atomically: true, encoding: .utf8)
        #expect(throws: ProbeError.missingExpectation(file: folder.appendingPathComponent("bare.swift").path)) {
            try CompileFailProbe.load(folder: folder)
        }
    }

    @Test("the package name is the one SwiftPM's build plan gave the scratch package")
    func packageNameFromBuildPlan() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".build"), withIntermediateDirectories: true)
        try #"    args: ["swiftc","-module-name","BookFeature","-package-name","scratch_pkg","-c"]"#
            .write(to: folder.appendingPathComponent(".build/debug.yaml"), atomically: true, encoding: .utf8)
        #expect(ProbeRunner.packageName(of: folder) == "scratch_pkg")
    }

    @Test("a package built in the release configuration has its package name read from that configuration's plan")
    func packageNameFromReleasePlan() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".build"), withIntermediateDirectories: true)
        try #"    args: ["swiftc","-package-name","debug_pkg","-c"]"#.write(to: folder.appendingPathComponent(".build/debug.yaml"), atomically: true, encoding: .utf8)
        try #"    args: ["swiftc","-package-name","class_pkg","-c"]"#.write(to: folder.appendingPathComponent(".build/release.yaml"), atomically: true, encoding: .utf8)
        #expect(ProbeRunner.packageName(of: folder, configuration: .release) == "class_pkg")
        #expect(ProbeRunner.packageName(of: folder) == "debug_pkg")
    }

    @Test("a build plan written again is read again, though each version is read once")
    func packageNameFollowsTheNewestPlan() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plan = folder.appendingPathComponent(".build/debug.yaml")
        try FileManager.default.createDirectory(at: plan.deletingLastPathComponent(), withIntermediateDirectories: true)
        for (name, written) in [("first_pkg", Date(timeIntervalSince1970: 1_000)), ("second_pkg", Date(timeIntervalSince1970: 2_000))] {
            try #"    args: ["swiftc","-package-name","\#(name)","-c"]"#.write(to: plan, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.modificationDate: written], ofItemAtPath: plan.path)
            #expect(ProbeRunner.packageName(of: folder) == name)
        }
    }

    @Test("before a build plan exists, the package name is worked out from the folder as SwiftPM does")
    func packageNameFromFolder() {
        #expect(ProbeRunner.packageName(of: URL(fileURLWithPath: "/nowhere/Section-7-Solution")) == "section_7_solution")
        #expect(ProbeRunner.identifierName(for: "7-up") == "_7_up")
    }

    @Test("a probe sees the package declarations of a module built in the same package, as learner code does")
    func probeSeesPackageDeclarations() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let feature = folder.appendingPathComponent("Feature.swift")
        try "package struct WidenedShelf { package init() {} }\n".write(to: feature, atomically: true, encoding: .utf8)
        let emit = try SystemProcessRunner().run(ProcessInvocation(
            program: "swiftc",
            arguments: ["-emit-module", "-module-name", "Feature", "-package-name", "scratch_pkg", "-parse-as-library",
                        "-emit-module-path", folder.appendingPathComponent("Feature.swiftmodule").path, feature.path],
            timeout: 120
        ))
        try #require(emit.exitCode == 0, "the feature module should build: \(emit.stderr)")

        let probe = folder.appendingPathComponent("Probe.swift")
        try "import Feature\nfunc reach() { _ = WidenedShelf() }\n".write(to: probe, atomically: true, encoding: .utf8)
        func typecheck(packageName: String) throws -> ProcessOutcome {
            try SystemProcessRunner().run(ProcessInvocation(
                program: "swiftc",
                arguments: ["-typecheck"] + ProbeRunner.swiftcFlags(modulesFolder: folder, packageName: packageName) + [probe.path],
                timeout: 120
            ))
        }
        let samePackage = try typecheck(packageName: "scratch_pkg")
        #expect(samePackage.exitCode == 0, "a package type is visible inside its package: \(samePackage.stderr)")
        let otherPackage = try typecheck(packageName: "elsewhere")
        #expect(otherPackage.exitCode != 0, "and invisible from another package, which is what the flag changes")
    }
}

extension CompileFailProbeTests {
    @Test("a mistake line pairs a diagnostic with the sentence that names the mistake")
    func mistakeLines() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            // probe: No flag of its own.
            // expect-error: has no member 'isLoading'
            // mistake: setter is inaccessible => `isLoading` is still a stored flag.
            // mistake: no arrow here
            @testable import BookBrowser
            """.write(to: folder.appendingPathComponent("flag.swift"), atomically: true, encoding: .utf8)
        let probe = try #require(try CompileFailProbe.load(folder: folder).first)
        #expect(probe.mistakes == [KnownMistake(diagnostic: "setter is inaccessible", explanation: "`isLoading` is still a stored flag.")])
    }
}
