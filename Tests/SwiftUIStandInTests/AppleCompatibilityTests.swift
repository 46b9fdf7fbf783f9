import SwiftUI
import SwiftUIHeadless
import Testing

/// The stand-in is never stricter than Apple's SwiftUI: each test here stands for a view that
/// compiles on a Mac and was once rejected on Linux. The fixtures compiling is half the test.
@Suite("Never stricter than Apple's SwiftUI")
struct AppleCompatibilityTests {
    @Test("every Button initialiser takes a stored closure as its action, and runs it")
    func storedClosureActions() throws {
        let host = HeadlessHost(RetryScreen())
        let labels = host.buttons.map(\.label)
        #expect(labels.count == 10)
        for label in labels {
            try host.tapButton(label)
        }
        #expect(host.texts.first == "Retries: 10")
    }

    @Test("import SwiftUI alone makes @Observable available, and its changes redraw the view")
    func observationComesWithSwiftUI() throws {
        let host = HeadlessHost(RetryScreen())
        try host.tapButton("Title key")
        #expect(host.texts.first == "Retries: 1")
    }

    @Test("onAppear runs once when the view appears, not on every redraw, and settle waits for the work it starts")
    func onAppearRunsOnce() async throws {
        let host = HeadlessHost(AppearingScreen())
        await host.settle()
        try host.tapButton("Redraw")
        await host.settle()
        #expect(host.texts.prefix(2) == ["Appearances: 1", "Retries: 1"])
    }

    @Test("padding, frame and onOpenURL are accepted and leave the content as it is")
    func layoutModifiersAreAccepted() {
        let host = HeadlessHost(AppearingScreen())
        #expect(host.buttons.map(\.label) == ["Redraw"])
        #expect(host.root.description.contains("padding"))
    }
}
