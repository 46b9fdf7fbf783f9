import SwiftUI

/// How an outline is read off a drawn tree: only what a person could see, with the layout
/// containers (stacks, groups, your own views, modifiers) looked through.
extension ScreenOutline {
    /// The outline of `tree`, titled `title`.
    @MainActor
    init(screen tree: _Node, title: String?) {
        self.init(.screen, title, children: Self.items(in: tree))
    }

    @MainActor
    private static func items(in node: _Node) -> [ScreenOutline] {
        if node.isHidden {
            return []
        }
        let inside = { node.children.flatMap(items(in:)) }
        switch node.kind {
        case .text(let text):
            return [ScreenOutline(.text, text)]
        case .image(let name):
            return [ScreenOutline(.image, name)]
        case .button:
            return [ScreenOutline(.button, ViewNode(node).label)]
        case .navigationLink:
            return [ScreenOutline(.link, ViewNode(node).label)]
        case .textField(let title):
            return [ScreenOutline(.textField, title, detail: held(by: node))]
        case .progressView:
            let label = ViewNode(node).texts.joined(separator: " ")
            let percent = node.fraction.map { "\(Int(($0 * 100).rounded()))%" }
            return [ScreenOutline(.progress, label.isEmpty ? nil : label, detail: percent)]
        case .list:
            let rows = ViewNode(node).rows.map { ScreenOutline(.row, children: items(in: $0.node)) }
            return [ScreenOutline(.list, children: rows)]
        case .section:
            let header = node.children.first { $0.kind == .sectionHeader }.map { ViewNode($0).text }
            let content = node.children.filter { $0.kind != .sectionHeader }.flatMap(items(in:))
            return [ScreenOutline(.section, header?.isEmpty == false ? header : nil, children: content)]
        case .contentUnavailable:
            var content = inside()
            var title: String?
            if let first = content.firstIndex(where: { $0.kind == .text }) {
                title = content.remove(at: first).text
            }
            return [ScreenOutline(.message, title, children: content)]
        case .missingDestination(let type):
            return [ScreenOutline(.missingDestination, type)]
        case .sheet:
            return [ScreenOutline(.sheet, children: inside())]
        case .alert(let title), .confirmationDialog(let title):
            return [ScreenOutline(.alert, title, children: inside())]
        case .toggle(let title):
            return [ScreenOutline(.toggle, title, detail: node.isOn.map { $0.wrappedValue ? "on" : "off" })]
        case .picker(let title):
            return [ScreenOutline(.picker, title, detail: node.detail.map { "chosen \"\($0)\"" })]
        case .stepper(let title):
            return [ScreenOutline(.stepper, title)]
        case .slider(let title):
            return [ScreenOutline(.slider, title.isEmpty ? nil : title, detail: node.fraction.map { "\(Int(($0 * 100).rounded()))%" })]
        case .menu(let title):
            return [ScreenOutline(.menu, title, children: inside())]
        case .shape(let name):
            return [ScreenOutline(.shape, name)]
        case .toolbar:
            let content = inside()
            return content.isEmpty ? [] : [ScreenOutline(.toolbar, children: content)]
        case .modifier("searchable"):
            return [ScreenOutline(.searchField, node.prompt, detail: held(by: node))] + inside()
        case .modifier("hidden"):
            return []
        case .swipeActions, .spacer, .color:
            // Swipe actions stay hidden until a row is swiped; spacers and colours carry no words.
            return []
        case .root, .view, .label, .sectionHeader, .sectionFooter, .form, .group, .stack,
            .navigationStack, .screen, .toolbarItem, .modifier:
            return inside()
        }
    }

    /// What a text or search field holds, when it is not empty.
    @MainActor
    private static func held(by node: _Node) -> String? {
        guard let text = node.text?.wrappedValue, !text.isEmpty else { return nil }
        return "holds \"\(text)\""
    }
}
