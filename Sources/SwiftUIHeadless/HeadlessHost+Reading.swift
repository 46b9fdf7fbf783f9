import Foundation
import SwiftUI

// What a test reads: the layer in front (the top sheet, else the window) and what it shows.
extension HeadlessHost {
    // MARK: Reading

    /// The whole tree: covered screens and every sheet included.
    public var root: ViewNode {
        render()
        return ViewNode(tree)
    }

    /// What is in front: the top sheet while one is up, otherwise the window.
    public var screen: ViewNode {
        render()
        return ViewNode(layers.last ?? tree)
    }

    /// The top sheet, if one is up.
    public var sheet: ViewNode? {
        render()
        return layers.last.flatMap { $0.kind == .sheet ? ViewNode($0) : nil }
    }

    /// The alert or confirmation dialog in front, if one is up: its title, message and buttons.
    public var alert: ViewNode? {
        render()
        return layers.last.flatMap { node in
            switch node.kind {
            case .alert, .confirmationDialog: ViewNode(node)
            default: nil
            }
        }
    }

    /// The first control in front labelled `label`: a toggle, picker, stepper or slider.
    public func control(_ label: String) -> ViewNode? {
        screen.visibleNodes(includingSwipeActions: false).first { node in
            switch node.kind {
            case .toggle(let title), .picker(let title), .stepper(let title), .slider(let title): title == label
            default: false
            }
        }.map(ViewNode.init)
    }

    /// The first view in front with `.onTapGesture` whose text or symbol is `label`.
    public func tapGestureView(_ label: String) -> ViewNode? {
        screen.visibleNodes(includingSwipeActions: false)
            .first { $0.kind == .modifier("onTapGesture") && ViewNode($0).isLabelled(label) }
            .map(ViewNode.init)
    }

    /// The first menu in front labelled `label`; its buttons are inside it.
    public func menu(_ label: String) -> ViewNode? {
        screen.visibleNodes(includingSwipeActions: false).first { $0.kind == .menu(label) }.map(ViewNode.init)
    }

    /// The texts in front, in reading order.
    public var texts: [String] {
        screen.texts
    }

    /// The names of the images in front (symbol names for `Image(systemName:)`).
    public var images: [String] {
        screen.images
    }

    /// The buttons in front; swipe actions are reached through their row.
    public var buttons: [ViewNode] {
        screen.buttons
    }

    /// The navigation links in front.
    public var links: [ViewNode] {
        screen.links
    }

    /// The first button in front whose label, one of its texts, or its symbol is `label`.
    public func button(_ label: String) -> ViewNode? {
        screen.buttons.first { $0.isLabelled(label) }
    }

    /// The first navigation link in front labelled `label`.
    public func link(_ label: String) -> ViewNode? {
        screen.link(label)
    }

    /// The first list in front.
    public var list: ViewNode? {
        screen.visibleNodes(includingSwipeActions: false).first { $0.kind == .list }.map(ViewNode.init)
    }

    /// The rows of the first list in front, each with its texts, buttons and swipe actions.
    public var rows: [ViewNode] {
        list?.rows ?? []
    }

    /// Whether a `ProgressView` is in front.
    public var isShowingProgress: Bool {
        screen.visibleNodes(includingSwipeActions: false).contains { $0.kind == .progressView }
    }

    /// The first `ContentUnavailableView` in front.
    public var contentUnavailable: ViewNode? {
        screen.visibleNodes(includingSwipeActions: false).first { $0.kind == .contentUnavailable }.map(ViewNode.init)
    }

    /// The first text field in front whose title or prompt is `title`.
    public func textField(_ title: String) -> ViewNode? {
        screen.visibleNodes(includingSwipeActions: false).first { node in
            guard case .textField(let fieldTitle) = node.kind else { return false }
            return fieldTitle == title || node.prompt == title
        }.map(ViewNode.init)
    }

    /// Your views of type `type` in front, outermost first.
    public func find<V: View>(_ type: V.Type) -> [ViewNode] {
        screen.find(type)
    }

    /// The title of the top screen of the navigation stack in front.
    public var navigationTitle: String? {
        guard let top = frontStack?.children.last else { return nil }
        return ViewNode(top).visibleNodes(includingSwipeActions: false).lazy.compactMap(\.navigationTitle).first
    }

    /// The values on the path of the navigation stack in front, bottom first. Screens pushed
    /// by destination-style links (`NavigationLink { Detail() } label: { ... }`) are not values
    /// and don't appear here; `navigationDepth` counts them.
    public var navigationPath: [AnyHashable] {
        frontStack?.stack?.values ?? []
    }

    /// How many screens are pushed above the root of the navigation stack in front.
    public var navigationDepth: Int {
        frontStack?.stack?.depth ?? 0
    }

    /// What the search field in front holds, or nil when there is none.
    public var searchText: String? {
        searchField?.text?.wrappedValue
    }

    /// What a person would see in front, as an outline: the title, texts, rows, buttons, a
    /// spinner or an error message. Print it (`description`) to see the screen as text.
    public var outline: ScreenOutline {
        render()
        return ScreenOutline(screen: layers.last ?? tree, title: navigationTitle)
    }

    /// The whole tree, one node a line.
    public func dump() -> String {
        root.description
    }

    /// The window, then each sheet that is up, back to front.
    var layers: [_Node] {
        var found = [tree]
        func visit(_ node: _Node) {
            if node.isHidden { return }
            if ViewNode.isLayer(node.kind) {
                found.append(node)
            }
            for child in node.children {
                visit(child)
            }
        }
        for child in tree.children {
            visit(child)
        }
        return found
    }

    var frontStack: _Node? {
        screen.visibleNodes(includingSwipeActions: false).first { $0.kind == .navigationStack }
    }

    var searchField: _Node? {
        screen.visibleNodes(includingSwipeActions: false).first { $0.kind == .modifier("searchable") }
    }
}
