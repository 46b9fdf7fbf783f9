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

    /// For a progress view that knows how far along it is, or a slider: a value from 0 to 1.
    public var fraction: Double? {
        node.fraction
    }

    /// For a toggle: whether it is on.
    public var isOn: Bool? {
        node.isOn?.wrappedValue
    }

    /// For a picker: the labels of its options, in order.
    public var options: [String] {
        node.options.map(\.label)
    }

    /// For a picker: the label of the chosen option, if one is chosen.
    public var selectedOption: String? {
        node.options.first(where: \.isSelected)?.label
    }

    /// For a slider: its value.
    public var value: Double? {
        node.value?.wrappedValue
    }

    /// Whether the control sits inside `.disabled(true)`, so that acting on it does nothing.
    public var isDisabled: Bool {
        node.isDisabled
    }

    /// For an alert or a confirmation dialog: its title.
    public var title: String? {
        switch node.kind {
        case .alert(let title), .confirmationDialog(let title): title
        default: nil
        }
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
            throw HeadlessFailure("\(summary) can't be tapped: it is not a button, a navigation link that can push, or a view with `.onTapGesture`.")
        }
        if target.isDisabled {
            throw HeadlessFailure("\(ViewNode(target).summary) is disabled (`.disabled(true)`), so tapping it does nothing.")
        }
        action()
    }

    /// Types into a text field, replacing what it held.
    public func type(_ text: String) throws {
        guard let binding = node.text else {
            throw HeadlessFailure("\(summary) is not a text field.")
        }
        try requireEnabled()
        binding.wrappedValue = text
    }

    /// Presses Return in a text field: runs the `.onSubmit` action around it.
    public func submit() throws {
        guard let submit = node.submit else {
            throw HeadlessFailure("\(summary) has no `.onSubmit` action: pressing Return does nothing.")
        }
        try requireEnabled()
        submit()
    }

    /// Flips a toggle.
    public func toggle() throws {
        guard let isOn = node.isOn else {
            throw HeadlessFailure("\(summary) is not a toggle.")
        }
        try requireEnabled()
        isOn.wrappedValue.toggle()
    }

    /// Chooses the option labelled `label` of a picker, which sets the selection to its tag.
    public func select(_ label: String) throws {
        guard case .picker = node.kind else {
            throw HeadlessFailure("\(summary) is not a picker.")
        }
        guard let option = node.options.first(where: { $0.label == label }) else {
            let known = node.options.map { "\"\($0.label)\"" }.joined(separator: ", ")
            throw HeadlessFailure("\(summary) has no option \"\(label)\"; its options are \(known.isEmpty ? "none (give each option a .tag of the selection's type)" : known).")
        }
        try requireEnabled()
        option.select()
    }

    /// Taps a stepper's + button.
    public func increment() throws {
        guard let step = node.increment else {
            throw HeadlessFailure("\(summary) is not a stepper that can go up.")
        }
        try requireEnabled()
        step()
    }

    /// Taps a stepper's − button.
    public func decrement() throws {
        guard let step = node.decrement else {
            throw HeadlessFailure("\(summary) is not a stepper that can go down.")
        }
        try requireEnabled()
        step()
    }

    /// Drags a slider to `value`; it stays within the slider's bounds and steps.
    public func slide(to value: Double) throws {
        guard let binding = node.value else {
            throw HeadlessFailure("\(summary) is not a slider.")
        }
        try requireEnabled()
        binding.wrappedValue = value
    }

    /// Swipes a row to delete it: runs the `onDelete` of the `ForEach` it comes from.
    public func delete() throws {
        let target = node.delete != nil ? node : visibleNodes(includingSwipeActions: false).first { $0.delete != nil }
        guard let delete = target?.delete else {
            throw HeadlessFailure("\(summary) can't be deleted: its ForEach has no `.onDelete`.")
        }
        delete()
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
        case .toggle(let title): "The toggle \"\(title)\""
        case .picker(let title): "The picker \"\(title)\""
        case .stepper(let title): "The stepper \"\(title)\""
        case .slider(let title): "The slider \"\(title)\""
        default: "This \(node.kind.description)"
        }
    }

    private func requireEnabled() throws {
        if node.isDisabled {
            throw HeadlessFailure("\(summary) is disabled (`.disabled(true)`), so it does not respond.")
        }
    }

    func isLabelled(_ label: String) -> Bool {
        self.label == label || texts.contains(label) || images.contains(label)
    }

    private var tapTarget: _Node? {
        if Self.isTappable(node.kind) {
            return node.action == nil ? nil : node
        }
        let candidates = visibleNodes(includingSwipeActions: false).filter {
            Self.isTappable($0.kind) && $0.action != nil
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    private static func isTappable(_ kind: Kind) -> Bool {
        kind == .button || kind == .navigationLink || kind == .modifier("onTapGesture")
    }

    /// Whether a node is a layer of its own over the screen: a sheet, an alert or a dialog.
    static func isLayer(_ kind: Kind) -> Bool {
        switch kind {
        case .sheet, .alert, .confirmationDialog: true
        default: false
        }
    }

    /// Every node of the subtree a person could see, in reading order.
    func visibleNodes(includingSwipeActions: Bool) -> [_Node] {
        var result: [_Node] = []
        func visit(_ node: _Node, isStart: Bool) {
            if node.isHidden { return }
            if !isStart && Self.isLayer(node.kind) { return }
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
        case .sectionHeader, .sectionFooter, .swipeActions, .toolbar, .sheet, .alert, .confirmationDialog:
            return []
        case .group, .section:
            return node.children.flatMap(rows(in:))
        case .view, .modifier:
            // A view or modifier that stands for several rows is looked through.
            let content = node.children.filter { ![.swipeActions, .toolbar].contains($0.kind) && !isLayer($0.kind) }
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
