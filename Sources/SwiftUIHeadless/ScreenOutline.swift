/// What a person would see on a screen, as data: a tree of small items (a title, texts, rows,
/// buttons, a spinner, an error message with its retry button) in reading order.
///
/// The host makes an outline from what it drew (`HeadlessHost.outline`); `description` turns
/// it into the indented text that `sherpa show` prints and that a failing view-level test
/// shows. That text is made here and nowhere else, so both always look the same.
///
/// The type uses nothing but the standard library, so it means the same on every platform.
public struct ScreenOutline: Equatable, Sendable, CustomStringConvertible {
    /// What an item is to the person looking at the screen.
    public enum Kind: String, Equatable, Sendable {
        /// The whole screen in front, titled with its navigation title when it has one.
        case screen
        case text
        /// An image or a symbol, by name.
        case image
        case button
        case link
        case textField = "text field"
        case searchField = "search field"
        /// A spinner or a progress bar, with its label.
        case progress
        case list
        /// One row of a list.
        case row
        case section
        /// A message that stands in for missing content: an empty list, an error.
        case message
        case toolbar
        /// A sheet over the screen.
        case sheet
        /// A switch, with whether it is on.
        case toggle
        /// A choice among options, with the chosen one.
        case picker
        case stepper
        /// A slider, with how far along it is.
        case slider
        /// A menu, with its buttons.
        case menu
        /// An alert or a confirmation dialog over the screen, with its message and buttons.
        case alert
        /// A shape (a circle, a rounded rectangle, a path of your own).
        case shape
        /// A pushed value with no `navigationDestination(for:)`: the screen stays blank.
        case missingDestination = "no destination for"
    }

    public var kind: Kind
    /// The words on the item (a title, a button's label), when it has any.
    public var text: String?
    /// A short note in parentheses: how far a progress bar is, what a field holds.
    public var detail: String?
    public var children: [ScreenOutline]

    public init(_ kind: Kind, _ text: String? = nil, detail: String? = nil, children: [ScreenOutline] = []) {
        self.kind = kind
        self.text = text
        self.detail = detail
        self.children = children
    }

    /// One item a line, each child indented two spaces under its parent:
    ///
    ///     screen "Library"
    ///       list
    ///         row
    ///           text "Dune"
    ///           button "heart"
    public var description: String {
        lines(depth: 0).joined(separator: "\n")
    }

    /// The outline's lines, each indented by `depth` levels more than its own.
    public func lines(depth: Int) -> [String] {
        var line = String(repeating: "  ", count: depth) + kind.rawValue
        if let text {
            line += " \"\(text)\""
        }
        if let detail {
            line += " (\(detail))"
        }
        return [line] + children.flatMap { $0.lines(depth: depth + 1) }
    }
}
