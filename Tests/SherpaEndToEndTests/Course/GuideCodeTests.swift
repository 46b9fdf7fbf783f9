import Foundation
import Testing
import SherpaCore
import SherpaRunner
import SherpaTestSupport

/// The Swift the guide and the notes show a learner compiles, as `docs/authoring.md` ("Swift blocks
/// in the guide") promises: each page's blocks as one module with Swift 6 and its section's
/// isolation, views against the prebuilt SwiftUI stand-in, one compiler run per page.
@Suite("The guide's Swift compiles")
struct GuideCodeTests {
    static let guide = Result { try GuideCode(repository: SherpaProcess.repositoryRoot) }

    /// The stand-in compiled once for this toolchain, shared with `sherpa check` run from the repository.
    static let standIn: Result<URL, any Error> = Result {
        let environment = RunEnvironment(workspace: try ShippedCourse.workspace(), processes: SystemProcessRunner())
        guard case .prebuilt(let folder) = PrebuiltStandIn(environment: environment).prepare() else {
            throw StandInUnavailable()
        }
        return folder
    }

    /// `standIn`, awaited on a thread of its own: the first caller compiles the stand-in for a
    /// minute or two, and every caller waits on it, which must not hold Swift's two shared threads
    /// (and every other test) meanwhile.
    static func prebuiltStandIn() async throws -> URL {
        try await DedicatedThread.run { try standIn.get() }
    }

    struct StandInUnavailable: Error, CustomStringConvertible {
        var description: String { "The SwiftUI stand-in could not be prebuilt, so the guide's views have nothing to compile against." }
    }

    static var pagesWithCode: [GuidePage] {
        ((try? guide.get())?.pages ?? []).filter { !$0.ownCompiledBlocks.isEmpty }
    }

    static var wontCompileBlocks: [GuideCodeBlock] {
        ((try? guide.get())?.pages ?? []).flatMap(\.blocks).filter { $0.kind == .wontCompile }
    }

    static func scratchFolder(_ name: String) -> URL {
        TestScratch.root.appendingPathComponent("guide-code-\(name.replacingOccurrences(of: "/", with: "-"))-\(UUID().uuidString)")
    }

    @Test("Every Swift block's fence uses only the known markers, and names pages that exist")
    func markersAreKnown() throws {
        let guide = try Self.guide.get()
        let blocks = guide.pages.flatMap(\.blocks)
        #expect(!blocks.isEmpty, "the guide should have Swift blocks to check")
        for block in blocks {
            #expect(block.unknownWords.isEmpty, "\(block.file):\(block.line) has \(block.unknownWords) in its fence; the markers are fragment, wont-compile, apple-only and uses=<page>")
            for used in block.uses {
                #expect(guide.page(used) != nil, "\(block.file):\(block.line) uses \(used), which is no guide page")
            }
        }
    }

    @Test("The guide's own example covers each kind of block: compiled, deliberately wrong, and a manifest")
    func everyKindIsExercised() throws {
        let kinds = Set(try Self.guide.get().pages.flatMap(\.blocks).map(\.kind))
        #expect(kinds.isSuperset(of: [.compiled, .wontCompile, .manifest]))
    }

    @Test("A page's Swift blocks compile together with the settings of its section", arguments: pagesWithCode)
    func pageCompiles(page: GuidePage) async throws {
        let guide = try Self.guide.get()
        let standIn = try await Self.prebuiltStandIn()
        let module = GuideModule(page: page, blocks: guide.moduleBlocks(of: page), folder: Self.scratchFolder(page.id))
        let failures = try await DedicatedThread.run { try module.compile(standIn: standIn) }
        #expect(failures.isEmpty, "the Swift of \(page.id) does not compile:\n\(failures.map(\.description).joined(separator: "\n"))")
    }

    @Test("A block marked wont-compile is rejected by the compiler, at one of its own lines", arguments: wontCompileBlocks)
    func wrongBlockFails(block: GuideCodeBlock) async throws {
        let guide = try Self.guide.get()
        let standIn = try await Self.prebuiltStandIn()
        let page = try #require(guide.page(block.page))
        let blocks = guide.moduleBlocks(of: page) + [block]
        let module = GuideModule(page: page, blocks: blocks, folder: Self.scratchFolder(page.id + "-wont"))
        let failures = try await DedicatedThread.run { try module.compile(standIn: standIn) }
        let ownLines = (block.line + 1)...(block.line + block.code.split(separator: "\n", omittingEmptySubsequences: false).count)
        let inBlock = failures.filter { failure in ownLines.contains { failure.place == "\(block.file):\($0)" } }
        #expect(!inBlock.isEmpty, "\(block.file):\(block.line) is marked wont-compile, yet the compiler accepted it")
        #expect(inBlock.count == failures.count, "only the wont-compile block should fail; the page's other code did too:\n\(failures.map(\.description).joined(separator: "\n"))")
    }

    @Test("Section 7's manifest gives its targets the main-actor isolation the section's code needs")
    func organisationManifestIsolates() throws {
        let page = try #require(try Self.guide.get().page("section-7"))
        #expect(page.blocks.contains { $0.kind == .manifest }, "section 7 shows a Package.swift")
        #expect(page.mainActorByDefault, "every target of section 7's manifest needs .defaultIsolation(MainActor.self), or the screen's `.task { await viewModel.load() }` does not compile")
    }
}
