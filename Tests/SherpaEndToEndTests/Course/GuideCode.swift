import Foundation
import SherpaRunner
import Testing

/// One fenced Swift block of a guide page or a teaching note, read the way `docs/authoring.md`
/// ("Swift blocks in the guide") describes: the words after `swift` in the fence say whether
/// and how the block is compiled.
struct GuideCodeBlock: Sendable, CustomTestStringConvertible {
    enum Kind: Sendable, Equatable {
        /// Compiled with the other compiled blocks of its page, into one module.
        case compiled
        /// Deliberately wrong: compiled after its page's blocks, it must fail.
        case wontCompile
        /// Not meant to stand alone (a line of a larger type, statements, a manifest excerpt).
        case fragment
        /// Needs what only Apple's SwiftUI has (a macro the stand-in lacks).
        case appleOnly
        /// A whole `Package.swift`: not module code, but it sets the isolation of its page's code.
        case manifest
    }

    let page: String
    let file: String
    /// The line of the opening fence in `file`.
    let line: Int
    let kind: Kind
    /// Pages whose compiled blocks this block's page builds on (`uses=section-2,section-3`).
    let uses: [String]
    /// Words in the fence that no rule knows, so a typo cannot quietly skip a block.
    let unknownWords: [String]
    let code: String

    var testDescription: String { "\(file):\(line)" }

    /// The types the block declares at its top level: a later block declaring one of them replaces this block.
    var declaredTypes: Set<String> {
        let pattern = #/(?m)^(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private|final)\s+)*(?:struct|class|enum|protocol|actor)\s+(\w+)/#
        return Set(code.matches(of: pattern).map { String($0.output.1) })
    }

    /// What a compiled block's file starts with: the imports a learner's file would have, which the
    /// guide leaves out of model and view-model snippets for brevity.
    static let implicitImports = "import Foundation\nimport Observation\n"
    static var implicitImportLines: Int { implicitImports.split(separator: "\n").count }
}

/// A guide page or teaching note with its Swift blocks.
struct GuidePage: Sendable, CustomTestStringConvertible {
    /// `section-2` for `guide/section-2-view-model.md`, `notes/section-2` for `sherpa/notes/section-2.md`.
    let id: String
    let blocks: [GuideCodeBlock]

    var testDescription: String { id }

    var ownCompiledBlocks: [GuideCodeBlock] { blocks.filter { $0.kind == .compiled } }

    /// Default main-actor isolation, as the course's targets have it, unless the page shows a
    /// manifest: then its code is compiled the way that manifest's targets would compile it.
    var mainActorByDefault: Bool {
        guard let manifest = blocks.first(where: { $0.kind == .manifest })?.code else { return true }
        let targets = manifest.matches(of: #/\.(?:target|testTarget)\(/#).count
        let isolated = manifest.matches(of: #/\.defaultIsolation\(MainActor\.self\)/#).count
        return targets > 0 && isolated >= targets
    }
}

/// Every page of `guide/` and `sherpa/notes/`, and the modules their Swift blocks compile into.
struct GuideCode: Sendable {
    let pages: [GuidePage]

    static let folders = ["guide", "sherpa/notes"]

    init(repository: URL) throws {
        var pages: [GuidePage] = []
        for folder in Self.folders {
            let url = repository.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".md") }.sorted()
            for name in names {
                let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
                let id = Self.pageID(file: name, folder: folder)
                pages.append(GuidePage(id: id, blocks: Self.swiftBlocks(in: text, page: id, file: "\(folder)/\(name)")))
            }
        }
        self.pages = pages
    }

    func page(_ id: String) -> GuidePage? {
        pages.first { $0.id == id }
    }

    /// `section-2-view-model.md` is `section-2`; `route-map.md` is `route-map`; notes get a `notes/` prefix.
    static func pageID(file: String, folder: String) -> String {
        let stem = String(file.dropLast(".md".count))
        let parts = stem.split(separator: "-")
        let id = parts.first == "section" && parts.count > 1 ? parts.prefix(2).joined(separator: "-") : stem
        return folder == "guide" ? id : "notes/\(id)"
    }

    /// The fenced blocks whose info string starts with `swift`, their indentation (a block inside a
    /// list item) taken off. `MarkdownBlocks` reads the same fences for the terminal, but keeps no
    /// line numbers, and an error here must point at its line in the guide.
    static func swiftBlocks(in text: String, page: String, file: String) -> [GuideCodeBlock] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [GuideCodeBlock] = []
        var index = 0
        while index < lines.count {
            let opening = lines[index]
            let trimmed = opening.trimmingCharacters(in: .whitespaces)
            index += 1
            guard trimmed.hasPrefix("```") else { continue }
            let indent = opening.prefix { $0 == " " }.count
            var body: [String] = []
            while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                let line = lines[index]
                body.append(String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count))))
                index += 1
            }
            index += 1
            let words = trimmed.dropFirst(3).split(separator: " ").map(String.init)
            guard words.first == "swift" else { continue }
            let code = body.joined(separator: "\n") + "\n"
            blocks.append(block(words: Array(words.dropFirst()), code: code, page: page, file: file, line: index - body.count - 1))
        }
        return blocks
    }

    private static func block(words: [String], code: String, page: String, file: String, line: Int) -> GuideCodeBlock {
        var kind: GuideCodeBlock.Kind = code.hasPrefix("// swift-tools-version") ? .manifest : .compiled
        var uses: [String] = []
        var unknown: [String] = []
        for word in words {
            switch word {
            case "fragment": kind = .fragment
            case "wont-compile": kind = .wontCompile
            case "apple-only": kind = .appleOnly
            default:
                if word.hasPrefix("uses=") {
                    uses += word.dropFirst("uses=".count).split(separator: ",").map(String.init)
                } else {
                    unknown.append(word)
                }
            }
        }
        return GuideCodeBlock(page: page, file: file, line: line, kind: kind, uses: uses, unknownWords: unknown, code: code)
    }

    /// The blocks a page's module is compiled from, in order: the compiled blocks of the pages it
    /// uses, in the order named, then its own. A block is left out when a later one declares a type
    /// of the same name, so a page can give a type from an earlier page its newer shape.
    func moduleBlocks(of page: GuidePage) -> [GuideCodeBlock] {
        let uses = page.blocks.flatMap(\.uses)
        let used = uses.compactMap { self.page($0)?.ownCompiledBlocks }.flatMap { $0 }
        let chain = used + page.ownCompiledBlocks
        return chain.enumerated().filter { index, block in
            let later = chain[(index + 1)...].reduce(into: Set<String>()) { $0.formUnion($1.declaredTypes) }
            return block.declaredTypes.isDisjoint(with: later)
        }.map(\.element)
    }
}

/// A page's module, written to a folder and compiled once with `swiftc` against the prebuilt
/// stand-in, with Swift 6 and the page's isolation, through SIL so that data-race errors show.
struct GuideModule {
    let page: GuidePage
    let blocks: [GuideCodeBlock]
    let folder: URL

    /// The module name the guide's own test snippets import (`@testable import TrailFinder`).
    static let moduleName = "TrailFinder"

    struct Failure: CustomStringConvertible {
        /// The guide file and line the error points at.
        let place: String
        let message: String
        var description: String { "\(place): \(message)" }
    }

    /// Writes each block to a file of its own, named for where it sits in the guide.
    func write() throws -> [(file: URL, block: GuideCodeBlock)] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try blocks.map { block in
            let name = block.file.replacingOccurrences(of: "/", with: "_") + "-L\(block.line).swift"
            let url = folder.appendingPathComponent(name)
            try (GuideCodeBlock.implicitImports + block.code).write(to: url, atomically: true, encoding: .utf8)
            return (url, block)
        }
    }

    /// The compiler's errors, each placed at its line in the guide (or at the compiler's path when
    /// it points outside the blocks).
    func compile(standIn: URL) throws -> [Failure] {
        let files = try write()
        let isolation = page.mainActorByDefault ? ["-default-isolation", "MainActor"] : []
        let arguments = ["-swift-version", "6", "-parse-as-library", "-module-name", Self.moduleName, "-wmo", "-emit-sil", "-o", "/dev/null"]
            + isolation + StandInLinkage.prebuilt(standIn).importFlags + CompilerDiagnostics.compilerFlags + files.map(\.file.path)
        let outcome = try SystemProcessRunner().run(ProcessInvocation(program: "swiftc", arguments: arguments, timeout: 600))
        let errors = CompilerDiagnostics.parse(outcome.stdout + "\n" + outcome.stderr).filter { $0.severity == .error }
        let failures = errors.map { error in
            let path = URL(fileURLWithPath: error.path).standardizedFileURL.path
            guard let (_, block) = files.first(where: { $0.file.standardizedFileURL.path == path }) else {
                return Failure(place: error.path, message: error.message)
            }
            let line = block.line + error.line - GuideCodeBlock.implicitImportLines
            return Failure(place: "\(block.file):\(line)", message: error.message)
        }
        // A compiler that failed without a parsable error (a crash, a missing plugin) still fails the page.
        if failures.isEmpty, !outcome.succeeded {
            return [Failure(place: page.id, message: "swiftc exited \(outcome.exitCode): \(outcome.stderr.suffix(2000))")]
        }
        return failures
    }
}
