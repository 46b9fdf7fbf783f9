import Foundation
import Testing
import SherpaCore
import SherpaRunner
import SherpaGrading
@testable import SherpaSession
import SherpaKit
import SherpaTestSupport

/// The harness's libraries depend one way: core → runner → grading → commands and terminal.
/// Each library is the folder `Sources/<Target>/`, so the tree is the folder-to-target map.
/// SwiftPM already refuses an import of a target that is not a dependency; this test also keeps
/// `Package.swift` from gaining an arrow that points up.
@Suite("The layers of the harness")
struct LayerTests {
    static let order = ["SherpaCore", "SherpaRunner", "SherpaGrading", "SherpaSession", "SherpaKit"]

    @Test("Every source file imports only the harness libraries below its own")
    func importsPointDown() throws {
        var checked = 0
        for (level, target) in Self.order.enumerated() {
            let root = SherpaProcess.repositoryRoot.appendingPathComponent("Sources/\(target)")
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import Sherpa") {
                    let imported = String(line.dropFirst("import ".count))
                    let importedLevel = try #require(Self.order.firstIndex(of: imported))
                    #expect(importedLevel < level, "\(url.lastPathComponent) in \(target) imports \(imported), which is not below it")
                }
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test("Sources/ holds one folder per library and no other harness code")
    func everyLibraryHasItsFolder() throws {
        let sources = SherpaProcess.repositoryRoot.appendingPathComponent("Sources")
        let folders = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasPrefix("Sherpa") }
        #expect(Set(folders) == Set(Self.order))
    }

    @Test("Package.swift gives each library only the libraries below it")
    func manifestMatches() throws {
        let manifest = try String(contentsOf: SherpaProcess.repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        for (level, target) in Self.order.enumerated() {
            let below = Self.order.prefix(level).map { "\"\($0)\"" }.joined(separator: ", ")
            let declaration = level == 0 ? ".target(name: \"\(target)\")" : ".target(name: \"\(target)\", dependencies: [\(below)])"
            #expect(manifest.contains(declaration), "Package.swift should declare \(target) depending on \(below)")
        }
    }

    @Test("A library's unit tests import only that library and the ones below it")
    func unitTestsStayInTheirLayer() throws {
        var checked = 0
        for (level, target) in Self.order.enumerated() {
            let root = SherpaProcess.repositoryRoot.appendingPathComponent("Tests/\(target)Tests")
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import Sherpa") || line.hasPrefix("@testable import Sherpa") {
                    let imported = String(line.split(separator: " ").last ?? "")
                    if imported == "SherpaTestSupport" { continue }
                    let importedLevel = try #require(Self.order.firstIndex(of: imported), "\(url.lastPathComponent) imports \(imported)")
                    #expect(importedLevel <= level, "\(url.lastPathComponent) in \(target)Tests imports \(imported), which is above \(target)")
                }
                checked += 1
            }
        }
        #expect(checked > 50)
    }
}
