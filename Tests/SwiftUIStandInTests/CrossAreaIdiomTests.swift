import Foundation
import SwiftUI
import SwiftUIHeadless
import Testing

/// Declarations that join two areas: subviews, configurations of styles, drops on rows, customizable
/// toolbars, the environment values of controls, and widget bundles with availability checks.
@Suite("Declarations across areas")
struct CrossAreaIdiomTests {
    @Test("ForEach over a view's subviews draws the content for each subview, in order")
    func forEachSubviewsDrawsEachSubview() {
        #expect(HeadlessHost(PackingListScreen()).texts == ["•", "Tent", "•", "Stove"])
    }

    @Test("Custom form, group box and disclosure group styles keep their content")
    func configurationStylesKeepContent() {
        #expect(HeadlessHost(StyledSettingsScreen()).texts == ["Units", "Storage", "2 GB used", "Advanced", "Debug menu"])
    }

    @Test("A list's rows that accept drops and insertions are still drawn")
    func insertableRowsAreDrawn() {
        #expect(HeadlessHost(ReadingListScreen()).texts == ["Dune", "Emma"])
    }

    @Test("Table rows that can be dragged and dropped on are still drawn")
    func draggableTableRowsAreDrawn() {
        #expect(HeadlessHost(DraggableRunnersTable()).texts == ["Ada", "Grace", "Linus"])
    }

    @Test("A customizable toolbar draws its items beside the content")
    func customizableToolbarDrawsItems() {
        let host = HeadlessHost(DocumentEditorScreen())
        #expect(host.texts.contains("Chapter one"))
        #expect(host.texts.contains("Bold"))
    }

    @Test("Views inside refreshable read a refresh action; views outside read none")
    func refreshActionIsInTheEnvironment() {
        #expect(HeadlessHost(FeedScreen()).texts == ["static", "single", "refreshable", "repeats"])
    }

    @Test("Sidebar rows are medium and every dynamic range is allowed by default")
    func controlEnvironmentDefaults() {
        let environment = EnvironmentValues()
        #expect(environment.sidebarRowSize == .medium)
        #expect(environment.allowedDynamicRange == nil)
    }

    @Test("An equatable view draws its content")
    func equatableViewDrawsContent() {
        #expect(HeadlessHost(ScoreBadge(points: 3).equatable()).texts == ["3 points"])
    }

    @Test("A widget offered only on newer systems is built into the bundle")
    func limitedAvailabilityWidgetIsBuilt() {
        let widgets = VersionedWidgets().body
        #expect(String(describing: type(of: widgets)).contains("_LimitedAvailabilityWidget"))
    }

    @Test("A hosting controller's undo manager is the one its views read")
    @MainActor
    func hostingControllerSharesUndoManager() {
        let controller = UIHostingController(rootView: Text("Draft"))
        #expect(controller.undoManager === EnvironmentValues().undoManager)
    }
}
