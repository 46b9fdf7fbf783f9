import SwiftUI

/// One element of a rendered view, as a test reads it.
///
/// A node is a snapshot of one render: after a tap or any other change, ask the host again
/// for fresh nodes. Reading a node never draws anything.
///
/// Queries on a node look at what is visible inside it: screens covered by a pushed screen
/// are skipped, and so are sheets (the host treats each sheet as a layer of its own).
@MainActor
public struct ViewNode: @MainActor CustomStringConvertible {
    /// What kind of view a node stands for: the kinds the stand-in's primitives report, so
    /// the host has no list of its own to keep in step.
    public typealias Kind = _ViewNodeKind

    let node: _Node

    init(_ node: _Node) {
        self.node = node
    }

    public var kind: Kind {
        node.kind
    }

    /// The node's children, including covered screens and sheets.
    public var children: [ViewNode] {
        node.children.map(ViewNode.init)
    }

    // MARK: Reading

    /// The visible texts, in reading order. Swipe actions are left out: they are hidden until
    /// the row is swiped (read them through `swipeActions`).
    public var texts: [String] {
        visibleNodes(includingSwipeActions: false).compactMap {
            if case .text(let text) = $0.kind { text } else { nil }
        }
    }

    /// The visible texts joined with spaces.
    public var text: String {
        texts.joined(separator: " ")
    }

    /// The names of the visible images.
    public var images: [String] {
        visibleNodes(includingSwipeActions: false).compactMap {
            if case .image(let name) = $0.kind { name } else { nil }
        }
    }

    /// The visible buttons, swipe actions left out.
    public var buttons: [ViewNode] {
        visibleNodes(includingSwipeActions: false).filter { $0.kind == .button }.map(ViewNode.init)
    }

    /// The visible navigation links.
    public var links: [ViewNode] {
        visibleNodes(includingSwipeActions: false).filter { $0.kind == .navigationLink }.map(ViewNode.init)
    }

    /// The buttons of `.swipeActions` inside this node.
    public var swipeActions: [ViewNode] {
        visibleNodes(includingSwipeActions: true)
            .filter { $0.kind == .swipeActions }
            .flatMap { ViewNode($0).buttons }
    }

    /// The first button labelled `label`, swipe actions included.
    public func button(_ label: String) -> ViewNode? {
        (buttons + swipeActions).first { $0.isLabelled(label) }
    }

    /// The first navigation link labelled `label`.
    public func link(_ label: String) -> ViewNode? {
        links.first { $0.isLabelled(label) }
    }

    /// For a button or a link: the text of its label, or its image names when it has no text.
    public var label: String {
        let words = texts
        return words.isEmpty ? images.joined(separator: " ") : words.joined(separator: " ")
    }

    /// For a button: its role (`.destructive`, `.cancel`), if any.
    public var role: ButtonRole? {
        node.role
    }

    /// For a text field: what it holds now.
    public var fieldText: String? {
        node.text?.wrappedValue
    }

    /// For a progress view that knows how far along it is: a value from 0 to 1.
    public var fraction: Double? {
        node.fraction
    }

    /// For one of your own views: its type name.
    public var typeName: String? {
        if case .view(let name) = node.kind { name } else { nil }
    }

    /// The visible nodes of `kind` inside this node, in reading order.
    public func nodes(_ kind: Kind) -> [ViewNode] {
        visibleNodes(includingSwipeActions: false).map(ViewNode.init).filter { $0.kind == kind }
    }

    /// Your views of type `type` inside this node, outermost first.
    public func find<V: View>(_ type: V.Type) -> [ViewNode] {
        let name = String(describing: type)
        return visibleNodes(includingSwipeActions: false).filter { $0.kind == .view(name) }.map(ViewNode.init)
    }

    /// The rows of a list: one per `ForEach` element or per view written in the list.
    /// Sections and groups are looked through. Empty for anything but a list.
    public var rows: [ViewNode] {
        guard node.kind == .list else { return [] }
        return node.children.flatMap(Self.rows(in:)).map(ViewNode.init)
    }

    // MARK: Acting

    /// Whether `tap()` does something: a button, a link that can push, or a row made of one.
    public var isTappable: Bool {
        tapTarget != nil
    }

    /// Taps the button or link, or the single button or link a row is made of.
    public func tap() throws {
        guard let target = tapTarget, let action = target.action else {
            throw HeadlessFailure("\(summary) can't be tapped: it is not a button or a navigation link that can push.")
        }
        action()
    }

    /// Types into a text field, replacing what it held.
    public func type(_ text: String) throws {
        guard let binding = node.text else {
            throw HeadlessFailure("\(summary) is not a text field.")
        }
        binding.wrappedValue = text
    }

    // MARK: Description

    /// The subtree, one node a line, for failure messages and debugging.
    public var description: String {
        var lines: [String] = []
        Self.describe(node, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    // MARK: Helpers

    var summary: String {
        switch node.kind {
        case .button: "The button \"\(label)\""
        case .navigationLink: "The link \"\(label)\""
        case .textField(let title): "The text field \"\(title)\""
        default: "This \(node.kind.description)"
        }
    }

    func isLabelled(_ label: String) -> Bool {
        self.label == label || texts.contains(label) || images.contains(label)
    }

    private var tapTarget: _Node? {
        if node.kind == .button || node.kind == .navigationLink {
            return node.action == nil ? nil : node
        }
        let candidates = visibleNodes(includingSwipeActions: false).filter {
            ($0.kind == .button || $0.kind == .navigationLink) && $0.action != nil
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// Every node of the subtree a person could see, in reading order.
    func visibleNodes(includingSwipeActions: Bool) -> [_Node] {
        var result: [_Node] = []
        func visit(_ node: _Node, isStart: Bool) {
            if node.isHidden { return }
            if !isStart && node.kind == .sheet { return }
            if !isStart && !includingSwipeActions && node.kind == .swipeActions { return }
            result.append(node)
            for child in node.children {
                visit(child, isStart: false)
            }
        }
        visit(node, isStart: true)
        return result
    }

    private static func rows(in node: _Node) -> [_Node] {
        switch node.kind {
        case .sectionHeader, .sectionFooter, .swipeActions, .toolbar, .sheet:
            return []
        case .group, .section:
            return node.children.flatMap(rows(in:))
        case .view, .modifier:
            // A view or modifier that stands for several rows is looked through.
            let content = node.children.filter { ![.swipeActions, .toolbar, .sheet].contains($0.kind) }
            return content.count == 1 ? [node] : content.flatMap(rows(in:))
        default:
            return [node]
        }
    }

    private static func describe(_ node: _Node, depth: Int, into lines: inout [String]) {
        var line = String(repeating: "  ", count: depth) + node.kind.description
        if let title = node.navigationTitle { line += " \"\(title)\"" }
        if let detail = node.detail { line += " (\(detail))" }
        if let text = node.text { line += " = \"\(text.wrappedValue)\"" }
        if node.isHidden { line += " [covered]" }
        lines.append(line)
        for child in node.children {
            describe(child, depth: depth + 1, into: &lines)
        }
    }
}

/// Why the host could not do what a test asked, in words a learner can act on.
public struct HeadlessFailure: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
