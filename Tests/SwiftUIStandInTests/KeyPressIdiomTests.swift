import Foundation
import SwiftUI
import SwiftUIHeadless
import Testing

/// Hardware-keyboard handlers as iPad apps write them: they compile with Apple's signatures and keep
/// the view they decorate, whose own controls still work.
@Suite("Key presses")
struct KeyPressIdiomTests {
    struct Stepper: View {
        @State private var count = 0

        var body: some View {
            Button("Count \(count)") { count += 1 }
                .onKeyPress(.return) { .handled }
                .onKeyPress(.upArrow, phases: .down) { press in
                    press.modifiers.contains(.shift) ? .handled : .ignored
                }
                .onKeyPress(characters: .decimalDigits) { press in
                    press.characters.isEmpty ? .ignored : .handled
                }
                .onKeyPress(keys: [.leftArrow, .rightArrow], phases: .all) { press in
                    press.phase == .up ? .ignored : .handled
                }
                .onKeyPress { _ in .ignored }
        }
    }

    @Test("A view with every form of key handler still draws and works by touch")
    @MainActor
    func handlersKeepTheView() throws {
        let host = HeadlessHost(Stepper())
        try host.tap("Count 0")
        #expect(host.texts == ["Count 1"])
    }

    @Test("The phases a handler hears by default are a key going down and repeating")
    func phasesCombine() {
        let phases: KeyPress.Phases = [.down, .repeat]
        #expect(KeyPress.Phases.all.isSuperset(of: phases))
        #expect(!phases.contains(.up))
    }
}
