import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// What the logs know beyond `progress.json`: the catalog (titles, order, hints) and the
/// preferences, when the sessions folder sits in a course checkout.
struct SessionLogContext {
    var route: String
    var timeZone: TimeZone
    var workspace: Workspace?
    var preferences: LearnerPreferences?

    init(workspace: Workspace, preferences: LearnerPreferences, timeZone: TimeZone) {
        route = workspace.catalog.route
        self.timeZone = timeZone
        self.workspace = workspace
        self.preferences = preferences
    }

    init(sessionsFolder: URL, route: String, timeZone: TimeZone) {
        self.route = route
        self.timeZone = timeZone
        let root = sessionsFolder.deletingLastPathComponent()
        let catalog = root.appendingPathComponent(Workspace.catalogPath)
        if let loaded = try? Workspace.loadCatalog(at: catalog) {
            let workspace = Workspace(root: root, catalog: loaded)
            self.workspace = workspace
            preferences = workspace.loadPreferences().preferences
        }
    }

    var clock: SessionClock { SessionClock(timeZone: timeZone) }

    var routeTitle: String { workspace?.catalog.title ?? route }

    /// "section-2 (MVVM with @Observable)".
    func label(_ id: String) -> String {
        guard let section = workspace?.catalog.sections.first(where: { $0.id == id }) else { return id }
        return "\(id) (\(section.title))"
    }

    func hintBook(_ id: String) -> HintBook? {
        guard let workspace, let section = workspace.catalog.sections.first(where: { $0.id == id }) else { return nil }
        return HintBook.load(section, in: workspace)
    }

    func advice(_ progress: LearnerProgress) -> Advice? {
        guard let workspace else { return nil }
        return NextStep.route(workspace: workspace, progress: progress, preferences: preferences ?? .defaults)
    }
}
