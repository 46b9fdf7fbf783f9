import Foundation
import Testing
import SherpaTestSupport

/// The harness's libraries depend one way: core → runner → grading → session → the MCP server and
/// the command line → the `sherpa` executable. Each library is the folder `Sources/<Target>/`, so
/// the tree is the folder-to-target map. SwiftPM already refuses an import of a target that is not
/// a dependency; these tests also keep `Package.swift` from gaining an arrow that points up, keep
/// the two front ends apart (the command line names the MCP server only to start it), and keep the
/// command line's own folders from leaning on each other both ways.
@Suite("The layers of the harness")
struct LayerTests {
    /// Each library and the harness libraries it may import, in the order Package.swift lists them.
    static let arrows: KeyValuePairs<String, [String]> = [
        "SherpaCore": [],
        "SherpaRunner": ["SherpaCore"],
        "SherpaGrading": ["SherpaCore", "SherpaRunner"],
        "SherpaSession": ["SherpaCore", "SherpaRunner", "SherpaGrading"],
        "SherpaMCP": ["SherpaCore", "SherpaRunner", "SherpaSession"],
        "SherpaCLI": ["SherpaCore", "SherpaRunner", "SherpaGrading", "SherpaSession", "SherpaMCP"],
    ]

    /// The one MCP name the command line may use, and the file that uses it.
    static let serverEntry = (type: "CourseServer", file: "MCPCommand.swift")

    static var root: URL { SherpaProcess.repositoryRoot }

    static func swiftFiles(in folder: String) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    static func imports(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("import Sherpa") || line.hasPrefix("@testable import Sherpa") else { return nil }
            return line.split(separator: " ").last.map(String.init)
        }
    }

    /// The types, enums, protocols and aliases the files declare at their top level.
    static func declaredTypes(in folder: String) throws -> Set<String> {
        let pattern = try NSRegularExpression(pattern: #"^(?:package |public )?(?:final )?(?:struct|enum|class|protocol|typealias|actor) ([A-Z][A-Za-z0-9]*)"#, options: .anchorsMatchLines)
        var names: Set<String> = []
        for url in swiftFiles(in: folder) {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        return names
    }

    /// Which of `names` the file's code (not its comments) names, as whole words.
    static func named(_ names: Set<String>, in url: URL) throws -> Set<String> {
        let code = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .joined(separator: "\n")
        let words = Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        return names.intersection(words)
    }

    @Test("Every source file imports only the harness libraries below its own")
    func importsPointDown() throws {
        var checked = 0
        for (target, allowed) in Self.arrows {
            for url in Self.swiftFiles(in: "Sources/\(target)") {
                for imported in Self.imports(try String(contentsOf: url, encoding: .utf8)) {
                    #expect(allowed.contains(imported), "\(url.lastPathComponent) in \(target) imports \(imported), which is not below it")
                }
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test("The sherpa executable imports the command line and nothing else of the harness")
    func executableCallsTheCommandLine() throws {
        let main = try String(contentsOf: Self.root.appendingPathComponent("Sources/sherpa/main.swift"), encoding: .utf8)
        #expect(Self.imports(main) == ["SherpaCLI"])
    }

    @Test("Sources/ holds one folder per library and no other harness code")
    func everyLibraryHasItsFolder() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path).filter { $0.hasPrefix("Sherpa") }
        #expect(Set(folders) == Set(Self.arrows.map(\.key)))
    }

    @Test("Package.swift gives each library exactly the libraries below it")
    func manifestMatches() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for (target, allowed) in Self.arrows {
            let below = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
            let declaration = allowed.isEmpty ? ".target(name: \"\(target)\")" : ".target(name: \"\(target)\", dependencies: [\(below)])"
            #expect(manifest.contains(declaration), "Package.swift should declare \(target) depending on \(below)")
        }
        #expect(manifest.contains(".executableTarget(name: \"sherpa\", dependencies: [\"SherpaCLI\"])"))
    }

    @Test("A library's unit tests import only that library and the ones below it")
    func unitTestsStayInTheirLayer() throws {
        var checked = 0
        for (target, allowed) in Self.arrows {
            for url in Self.swiftFiles(in: "Tests/\(target)Tests") {
                for imported in Self.imports(try String(contentsOf: url, encoding: .utf8)) where imported != "SherpaTestSupport" {
                    #expect(imported == target || allowed.contains(imported), "\(url.lastPathComponent) in \(target)Tests imports \(imported), which is not \(target) or below it")
                }
                checked += 1
            }
        }
        #expect(checked > 50)
    }

    @Test("The MCP server names no type of the command line")
    func serverNamesNoCommandLineType() throws {
        let commandLine = try Self.declaredTypes(in: "Sources/SherpaCLI")
        #expect(commandLine.count > 30)
        for url in Self.swiftFiles(in: "Sources/SherpaMCP") {
            let named = try Self.named(commandLine, in: url)
            #expect(named.isEmpty, "\(url.lastPathComponent) in SherpaMCP names \(named.sorted().joined(separator: ", ")) of SherpaCLI")
        }
    }

    @Test("The command line names the MCP server only to start it, once")
    func commandLineOnlyStartsTheServer() throws {
        let server = try Self.declaredTypes(in: "Sources/SherpaMCP")
        #expect(server.contains(Self.serverEntry.type))
        var starts = 0
        for url in Self.swiftFiles(in: "Sources/SherpaCLI") {
            let named = try Self.named(server, in: url)
            if url.lastPathComponent == Self.serverEntry.file {
                #expect(named == [Self.serverEntry.type])
                starts += try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\(Self.serverEntry.type).serve(").count - 1
            } else {
                #expect(named.isEmpty, "\(url.lastPathComponent) in SherpaCLI names \(named.sorted().joined(separator: ", ")) of SherpaMCP")
            }
        }
        #expect(starts == 1)
    }

    @Test("The terminal's text names no command: commands use the terminal, never the other way")
    func terminalNamesNoCommand() throws {
        let commands = try Self.declaredTypes(in: "Sources/SherpaCLI/Commands")
        #expect(commands.contains("SherpaCommand"))
        for url in Self.swiftFiles(in: "Sources/SherpaCLI/Terminal") {
            let named = try Self.named(commands, in: url)
            #expect(named.isEmpty, "\(url.lastPathComponent) in Terminal/ names \(named.sorted().joined(separator: ", ")) of Commands/")
        }
    }
}
