import Foundation
import SherpaCore
import SherpaSession

extension SherpaMCPCatalogue {
    /// The teaching notes' overview, beside the per-section notes the catalog names.
    static let notesOverviewPath = "sherpa/notes/README.md"

    /// Guide pages and teaching notes under URIs that do not change with the files' names. Only
    /// the files the catalog names are served: no suite, solution, mutant or quiz key is reachable.
    var resources: [MCPResource] {
        var list = [MCPResource(uri: "sherpa://guide/route-map", name: "route-map", title: "Route map", description: "The whole route: what each section teaches and in which order.", path: GuideText.routeMapPath)]
        for section in workspace.catalog.sections {
            list.append(MCPResource(uri: "sherpa://guide/\(section.id)", name: "guide-\(section.id)", title: "Guide: \(section.title)", description: "The learner's guide page for \(section.displayName).", path: section.guide))
        }
        list.append(MCPResource(uri: "sherpa://notes/overview", name: "notes-overview", title: "Teaching notes: the whole route", description: "For the assistant: reading the learner's record, their preferences, placing a new learner, adapting, closing the route.", path: Self.notesOverviewPath))
        for section in workspace.catalog.sections {
            list.append(MCPResource(uri: "sherpa://notes/\(section.id)", name: "notes-\(section.id)", title: "Teaching notes: \(section.title)", description: "For the assistant: objectives, how to explain, misconceptions, questions to check understanding, what to do when the learner is stuck, for \(section.displayName).", path: section.notes))
        }
        // A page still being written is not listed, so every listed URI reads.
        return list.filter { FileManager.default.fileExists(atPath: workspace.url($0.path).path) }
    }
}
