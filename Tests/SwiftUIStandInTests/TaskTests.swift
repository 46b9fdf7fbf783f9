import SwiftUI
import SwiftUIHeadless
import Testing

@Suite("Tasks and refresh")
struct TaskTests {
    @Test(".task runs when the view appears and its result is drawn")
    func taskLoadsRows() async {
        let host = HeadlessHost(ShelfScreen())
        await host.settle()
        #expect(host.rows.map(\.texts) == [
            ["Middlemarch", "George Eliot, 1871"],
            ["Kindred", "Octavia E. Butler, 1979"],
            ["The Leopard", "Giuseppe Tomasi di Lampedusa, 1958"],
        ])
    }

    @Test("a task is cancelled when its view leaves the screen")
    func taskCancelledOnDisappear() async throws {
        let record = TaskRecord()
        let host = HeadlessHost(WaitingParent(record: record))
        #expect(host.texts.contains("Waiting"))
        try host.tapButton("Hide")
        try await host.waitUntil { record.cancelled }
        #expect(!host.texts.contains("Waiting"))
    }

    @Test("a progress view shows while the task waits, and leaves when it is done")
    func progressWhileLoading() async throws {
        let source = FakeNovelSource(gated: true)
        let host = HeadlessHost(ShelfScreen(source: source))
        try await host.waitUntil { source.loads == 1 }
        #expect(host.isShowingProgress)
        #expect(host.screen.nodes(.progressView).first?.texts == ["Loading shelf…"])

        source.openGate()
        await host.settle()
        #expect(!host.isShowingProgress)
        #expect(host.rows.count == 3)
    }

    @Test("a failed load shows the ContentUnavailableView with its message")
    func failureShowsUnavailable() async {
        let source = FakeNovelSource()
        source.failure = .offline
        let host = HeadlessHost(ShelfScreen(source: source))
        await host.settle()
        #expect(host.contentUnavailable?.texts == ["Shelf unavailable", "The shelf could not be loaded."])
        #expect(host.contentUnavailable?.images == ["books.vertical"])
    }

    @Test(".task runs once per appearance, not once per redraw")
    func taskRunsOnce() async throws {
        let log = TaskLog()
        let host = HeadlessHost(TaskIDParent(log: log))
        await host.settle()
        try host.tapButton("Next id")
        await host.settle()
        #expect(log.plainRuns == 1)
    }

    @Test(".task(id:) runs again when its id changes")
    func taskRestartsOnNewID() async throws {
        let log = TaskLog()
        let host = HeadlessHost(TaskIDParent(log: log))
        await host.settle()
        try host.tapButton("Next id")
        await host.settle()
        #expect(log.idRuns == 2)
    }

    @Test("refresh runs the .refreshable action and waits for it")
    func refreshReloads() async throws {
        let source = FakeNovelSource()
        let host = HeadlessHost(ShelfScreen(source: source))
        await host.settle()
        source.stock = [Novel.samples[0]]
        try await host.refresh()
        #expect(source.loads == 2)
        #expect(host.rows.map(\.texts.first) == ["Middlemarch"])
    }

    @Test("settle waits for work a button started with Task { }")
    func settleWaitsForUnstructuredWork() async throws {
        let saver = Saver()
        let host = HeadlessHost(SaveButton(saver: saver))
        try host.tapButton("Save")
        await host.settle()
        #expect(host.texts.first == "Saved")
    }

    @Test("settle waits for a button's Task { } that finishes off the main actor, however late")
    func settleWaitsForSlowUnstructuredWork() async throws {
        let host = HeadlessHost(SlowSaveButtons(saver: SlowSaver()))
        try host.tapButton("Save")
        await host.settle()
        #expect(host.texts.first == "Saved")
    }

    @Test("settle waits for a task started inside a button's task")
    func settleWaitsForNestedWork() async throws {
        let host = HeadlessHost(SlowSaveButtons(saver: SlowSaver()))
        try host.tapButton("Save nested")
        await host.settle()
        #expect(host.texts.first == "Saved")
    }

    @Test("settle waits for a task a view model starts in its initialiser while the view is drawn")
    func settleWaitsForWorkStartedWhileDrawing() async {
        let host = HeadlessHost(EagerScreen())
        await host.settle()
        #expect(host.texts == ["Loaded"])
    }

    @Test("settle waits for a task a pull to refresh started")
    func settleWaitsForWorkStartedByRefresh() async throws {
        let host = HeadlessHost(DetachedRefreshList(saver: SlowSaver()))
        try await host.refresh()
        await host.settle()
        #expect(host.rows.first?.texts == ["Saved"])
    }

    @Test("settle gives up after its timeout when a task never finishes")
    func settleTimesOut() async {
        let source = FakeNovelSource(gated: true)
        let host = HeadlessHost(ShelfScreen(source: source))
        await host.settle(timeout: .milliseconds(50))
        #expect(host.isShowingProgress)
        source.openGate()
        await host.settle()
    }

    @Test("refresh throws when nothing on screen can be refreshed")
    func refreshNeedsRefreshable() async {
        let host = HeadlessHost(Counter())
        await #expect(throws: HeadlessFailure.self) {
            try await host.refresh()
        }
    }
}
