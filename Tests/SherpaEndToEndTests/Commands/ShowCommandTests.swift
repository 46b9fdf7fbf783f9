import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaCLI
import SherpaTestSupport

/// The built `sherpa show` on a small course of its own: a fixture copy with the repository's
/// SwiftUI stand-in and headless host, and one exercise whose screen loads a list.
/// Serialized: each run is a SwiftPM build of the same package.
@Suite("sherpa show end to end", .serialized)
struct ShowCommandTests {
    static let sharedCourse = Task { try await ShowCommandTests.makeCourse() }
    let course: URL

    init() async throws {
        course = try await Self.sharedCourse.value
    }

    @Test("The outline shows the first frame's spinner, then the loaded screen, and exits 0")
    func outlineOfLoadingThenLoaded() async throws {
        let result = try await SherpaProcess.run(["show", "viewy"], in: course)

        #expect(result.exitCode == 0, "\(result.output)")
        let outline = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
        #expect(outline == """

            While loading:
            screen "Reading list"
              progress "Fetching the list…"
              toolbar
                button "Add"

            Once loaded:
            screen "Reading list"
              list
                row
                  text "Piranesi"
                row
                  text "Kindred"
              toolbar
                button "Add"

            """)
    }

    @Test("The shipped section 6 starter shows its spinner, then the sample books from the course API")
    func shippedLoadingState() async throws {
        let result = try await SherpaProcess.run(["show", "section-6"], in: SherpaProcess.repositoryRoot)

        #expect(result.exitCode == 0, "\(result.output)")
        #expect(result.stdout.hasSuffix("""
            While loading:
            screen "Books"
              search field
              progress "Fetching the catalogue…"

            Once loaded:
            screen "Books"
              search field
              list
                row
                  text "The Left Hand of Darkness"
                  text "Ursula K. Le Guin"
                row
                  text "Kindred"
                  text "Octavia E. Butler"
                row
                  text "Piranesi"
                  text "Susanna Clarke"

            """))
    }

    @Test("The shipped section 8 solution shows the list with its books")
    func shippedBookList() async throws {
        let result = try await SherpaProcess.run(["show", "section-8", "--solution"], in: SherpaProcess.repositoryRoot)

        #expect(result.exitCode == 0, "\(result.output)")
        let loaded = try #require(result.stdout.components(separatedBy: "Once loaded:\n").last)
        #expect(loaded.hasPrefix("""
            screen "Library"
              search field "Title or author"
              list
                row
                  link "Dune Frank Herbert"
            """))
        #expect(loaded.components(separatedBy: "    row\n").count - 1 == 7)
    }

    @Test("A screen the code cannot make yet is named in one sentence, with exit 1")
    func screenThatDoesNotFit() async throws {
        try Self.setScreen("ReadingListView(shelf: 3)", in: course)
        defer { try? Self.setScreen("ReadingListView()", in: course) }

        let result = try await SherpaProcess.run(["show", "viewy"], in: course)

        #expect(result.exitCode == 1)
        let words = result.unwrapped
        #expect(words.contains("creates `ReadingListView(shelf:)`, but the `ReadingListView` in Exercises/reading has no initialiser"))
        #expect(!result.output.contains(".build/sherpa"))
    }

    @Test("A section whose catalog entry names no screen says so, with exit 64")
    func sectionWithoutScreen() async throws {
        let result = try await SherpaProcess.run(["show", "passes"], in: course)

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("Section 1 has no screen to show"))
    }

    @Test("show is listed by sherpa --help and explains itself")
    func listedWithHelp() async throws {
        let overview = try await SherpaProcess.run(["--help"], in: course)
        let help = try await SherpaProcess.run(["show", "--help"], in: course)

        #expect(overview.stdout.contains("\n  show "))
        #expect(help.stdout.contains("USAGE: sherpa show <section> [--solution]"))
    }

    // MARK: The course

    private static func makeCourse() async throws -> URL {
        let course = try SherpaProcess.copyOfFixture("CounterCourse")
        try await CourseCopy.addStandIn(to: course)
        let manager = FileManager.default
        let folder = course.appendingPathComponent("Exercises/reading")
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        try readingList.write(to: folder.appendingPathComponent("ReadingList.swift"), atomically: true, encoding: .utf8)
        try readingListView.write(to: folder.appendingPathComponent("ReadingListView.swift"), atomically: true, encoding: .utf8)
        try setScreen("ReadingListView()", in: course)
        return course
    }

    /// Points the `viewy` section of the course's catalog at the reading list and sets its `screen`.
    private static func setScreen(_ screen: String, in course: URL) throws {
        let url = course.appendingPathComponent(Workspace.catalogPath)
        var catalog = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var sections = try #require(catalog["sections"] as? [[String: Any]])
        let index = try #require(sections.firstIndex { $0["slug"] as? String == "viewy" })
        sections[index]["starter"] = "Exercises/reading"
        sections[index]["screen"] = screen
        catalog["sections"] = sections
        try JSONSerialization.data(withJSONObject: catalog, options: [.prettyPrinted]).write(to: url)
    }

    private static let readingList = """
        import Observation

        @Observable final class ReadingList {
            private(set) var titles: [String]?

            func load() async {
                await Task.yield()
                titles = ["Piranesi", "Kindred"]
            }
        }

        """

    private static let readingListView = """
        #if canImport(SwiftUI)
        import SwiftUI

        struct ReadingListView: View {
            @State private var list = ReadingList()

            var body: some View {
                NavigationStack {
                    Group {
                        if let titles = list.titles {
                            List(titles, id: \\.self) { title in
                                Text(title)
                            }
                        } else {
                            ProgressView("Fetching the list…")
                        }
                    }
                    .navigationTitle("Reading list")
                    .toolbar {
                        Button("Add") {}
                    }
                    .task { await list.load() }
                }
            }
        }
        #endif

        """
}
