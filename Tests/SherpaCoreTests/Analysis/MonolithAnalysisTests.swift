import Foundation
import Testing
@testable import SherpaCore
import SherpaTestSupport

extension AnalysisTests {
    @Suite("Monolith analysis")
    struct MonolithAnalysisTests {
        private let monolith = SourceFile(path: "GardenView.swift", text: #"""
            #if canImport(SwiftUI)
            import SwiftUI

            struct GardenView: View {
                @State private var plants: [Plant] = []
                @State private var problem: String?
                let title = "Garden"

                private var thirsty: [Plant] {
                    plants.filter { $0.daysDry > 3 }.sorted { $0.name < $1.name }
                }

                var body: some View {
                    List(thirsty) { plant in Text(plant.name) }
                        .task { await refresh() }
                }

                @ViewBuilder
                private var banner: some View {
                    if let problem { Text(problem) }
                }

                private func header() -> some View { Text(title) }

                func refresh() async {
                    do {
                        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/plants")!)
                        plants = try JSONDecoder().decode([Plant].self, from: data)
                    } catch {
                        problem = "The garden could not be loaded."
                    }
                }

                func send(_ plant: Plant) async throws {
                    var request = URLRequest(url: URL(filePath: "/"))
                    request.httpBody = try JSONEncoder().encode(plant)
                    _ = try await URLSession.shared.data(for: request)
                }

                static func sample() -> GardenView { GardenView() }
            }
            #endif
            """#)

        private func jobs(_ member: String) -> [MonolithJob]? {
            MonolithAnalysis.analyse(monolith, typeName: nil).first { $0.member == member }?.jobs
        }

        @Test("every instance member of the view is listed in source order, named like the audit")
        func members() {
            let names = MonolithAnalysis.analyse(monolith, typeName: nil).map(\.member)
            #expect(names == ["plants", "problem", "title", "thirsty", "body", "banner", "header()", "refresh()", "send(_:)"])
        }

        @Test("@State properties carry the state job and nothing else")
        func stateProperties() {
            #expect(jobs("plants") == [.state])
            #expect(jobs("problem") == [.state])
        }

        @Test("a constant with no wrapper carries no job")
        func plainConstant() {
            #expect(jobs("title") == [])
        }

        @Test("filtering and sorting the data is business logic")
        func businessLogic() {
            #expect(jobs("thirsty") == [.businessLogic])
        }

        @Test("body, @ViewBuilder members and members returning some View are rendering")
        func rendering() {
            #expect(jobs("body") == [.rendering])
            #expect(jobs("banner") == [.rendering])
            #expect(jobs("header()") == [.rendering])
        }

        @Test("a load with URLSession, JSONDecoder and catch carries networking, parsing and error handling")
        func load() {
            #expect(jobs("refresh()") == [.networking, .parsing, .errorHandling])
        }

        @Test("passing an error on with throws and try is not error handling")
        func propagation() {
            #expect(jobs("send(_:)") == [.networking, .parsing])
        }

        @Test("each job comes with evidence that names what was found and where")
        func evidence() throws {
            let refresh = try #require(MonolithAnalysis.analyse(monolith, typeName: nil).first { $0.member == "refresh()" })
            let networking = try #require(refresh.evidence.first { $0.job == .networking })
            #expect(networking.reason.contains("`URL(string:)` and `URLSession`"))
            #expect(networking.line == 27)
        }

        @Test("names in comments and strings give a member no job")
        func commentsAndStrings() {
            let file = SourceFile(path: "Quiet.swift", text: """
                struct QuietView: View {
                    // URLSession and JSONDecoder are someone else's business.
                    func note() -> String { "filter, sorted, catch, URLSession" }
                }
                """)
            #expect(MonolithAnalysis.analyse(file, typeName: nil).map(\.jobs) == [[]])
        }

        @Test("a named type is analysed even when it is not the first view")
        func namedType() {
            let file = SourceFile(path: "Two.swift", text: """
                struct First: View { var body: some View { Text("") } }
                struct Second: View { @State private var count = 0 }
                """)
            #expect(MonolithAnalysis.analyse(file, typeName: "Second").map(\.member) == ["count"])
            #expect(MonolithAnalysis.analyse(file, typeName: "Missing").isEmpty)
        }

        @Test("sherpa's reading of the section 1 monolith agrees with the reference audit")
        func sectionOne() throws {
            let folder = AnalysisFixtures.repositoryRoot.appendingPathComponent("Solutions/Section1-Monolith")
            let view = folder.appendingPathComponent("BookListView.swift")
            let audit = folder.appendingPathComponent("Audit.swift")
            try #require(FileManager.default.fileExists(atPath: view.path), "the section 1 solution is missing")
            let analysis = MonolithAnalysis.analyse(
                SourceFile(path: "BookListView.swift", text: try String(contentsOf: view, encoding: .utf8)),
                typeName: "BookListView"
            )
            let auditText = try String(contentsOf: audit, encoding: .utf8)
            for entry in analysis {
                let jobs = entry.jobs.map { ".\($0.rawValue)" }.joined(separator: ", ")
                #expect(auditText.contains("AuditEntry(\"\(entry.member)\", does: [\(jobs)])"), "sherpa reads \(entry.member) as [\(jobs)]")
            }
            #expect(analysis.count == auditText.components(separatedBy: "AuditEntry(\"").count - 1)
        }
    }
}
