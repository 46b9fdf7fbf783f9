import Foundation
import Testing
@testable import SherpaCore

@Suite("Did you mean: the nearest name to a typo")
struct SpellingSuggestionTests {
    @Test("A name one edit away is suggested")
    func oneEditAway() {
        #expect(SpellingSuggestion.nearest(to: "chek", among: ["check", "show", "hint"]) == "check")
        #expect(SpellingSuggestion.nearest(to: "--jsn", among: ["--json", "--solution"]) == "--json")
    }

    @Test("Two swapped letters count as one edit")
    func swapIsOneEdit() {
        #expect(SpellingSuggestion.nearest(to: "zhs", among: ["bash", "zsh", "fish"]) == "zsh")
    }

    @Test("A word unlike every name gets no suggestion")
    func farWordHasNone() {
        #expect(SpellingSuggestion.nearest(to: "banana", among: ["check", "show", "hint"]) == nil)
    }

    @Test("An exact name is not suggested back")
    func exactNameIsNotATypo() {
        #expect(SpellingSuggestion.nearest(to: "check", among: ["check"]) == nil)
    }
}
