import Foundation
import Testing

/// The harness's libraries depend one way: core → runner → grading → commands and terminal.
/// SwiftPM already refuses an import of a target that is not a dependency; this test also keeps
/// `Package.swift` from gaining an arrow that points up.
@Suite("The layers of the harness")
struct LayerTests {
    static let order = ["SherpaCore", "SherpaRunner", "SherpaGrading", "SherpaKit"]
    static let folders: [String: String] = [
        "Analysis": "SherpaCore", "Catalog": "SherpaCore", "Config": "SherpaCore", "Progress": "SherpaCore", "Quiz": "SherpaCore",
        "Report": "SherpaRunner", "Runner": "SherpaRunner", "Rubric": "SherpaRunner",
        "Grading": "SherpaGrading",
        "Commands": "SherpaKit", "Guidance": "SherpaKit", "Terminal": "SherpaKit", "Verification": "SherpaKit",
    ]

    @Test("Every source file imports only the harness libraries below its own")
    func importsPointDown() throws {
        let root = SherpaProcess.repositoryRoot.appendingPathComponent("Sources/SherpaKit")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var checked = 0
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let folder = url.path.dropFirst(root.path.count + 1).split(separator: "/").first.map(String.init) ?? ""
            let target = try #require(Self.folders[folder], "\(folder)/ belongs to no target in this test; add it to the layer it sits in")
            let level = try #require(Self.order.firstIndex(of: target))
            let text = try String(contentsOf: url, encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import Sherpa") {
                let imported = String(line.dropFirst("import ".count))
                let importedLevel = try #require(Self.order.firstIndex(of: imported))
                #expect(importedLevel < level, "\(url.lastPathComponent) in \(target) imports \(imported), which is not below it")
            }
            checked += 1
        }
        #expect(checked > 100)
    }

    @Test("Package.swift gives each library exactly the folders this test assigns it")
    func manifestMatches() throws {
        let manifest = try String(contentsOf: SherpaProcess.repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        for target in Self.order {
            let folders = Self.folders.filter { $0.value == target }.keys.sorted()
            let listed = folders.map { "\"\($0)\"" }.joined(separator: ", ")
            #expect(manifest.contains("sources: [\(listed)]"), "Package.swift should give \(target) the folders \(listed)")
        }
    }
}
