/// What kind of view a rendered node stands for. Each primitive of the stand-in reports its
/// own kind when it draws, and the headless host (`ViewNode.Kind`) uses this same enum, so a
/// new primitive is described in one place.
public enum _ViewNodeKind: Equatable, Sendable, CustomStringConvertible {
    case root
    /// A view of your own, by type name (`BookRow`).
    case view(String)
    case text(String)
    /// An image, by name (for `Image(systemName:)`, the symbol name).
    case image(String)
    case label
    case button
    case navigationLink
    /// A text field, by its title.
    case textField(String)
    case progressView
    case list
    case section
    case sectionHeader
    case sectionFooter
    case form
    case group
    /// `VStack`, `HStack` or `ZStack`.
    case stack(String)
    case spacer
    case color(String)
    case contentUnavailable
    case navigationStack
    /// A screen of a navigation stack: 0 is the root.
    case screen(Int)
    /// A screen whose value has no `navigationDestination(for:)`; the value's type.
    case missingDestination(String)
    case sheet
    case toolbar
    case toolbarItem
    case swipeActions
    /// A shape (`Circle`, `RoundedRectangle`, a `Path` or one of your own), by type name.
    case shape(String)
    /// A switch, by its label; it holds `isOn`.
    case toggle(String)
    /// A picker, by its label; it holds its options and the chosen one.
    case picker(String)
    /// A stepper, by its label; it can go up and down.
    case stepper(String)
    /// A slider, by its label; it holds a value between its bounds.
    case slider(String)
    /// A menu, by its label; its buttons are its children.
    case menu(String)
    /// An alert that is up, by its title: a layer over the screen, like a sheet.
    case alert(String)
    /// A confirmation dialog that is up, by its title: a layer over the screen.
    case confirmationDialog(String)
    /// A modifier, by name (`font`, `navigationTitle`, `searchable`, ...).
    case modifier(String)

    /// The kind as a dump shows it: the SwiftUI name, with the text or name it carries.
    public var description: String {
        switch self {
        case .root: "root"
        case .view(let name): name
        case .text(let text): "Text \"\(text)\""
        case .image(let name): "Image \"\(name)\""
        case .label: "Label"
        case .button: "Button"
        case .navigationLink: "NavigationLink"
        case .textField(let title): "TextField \"\(title)\""
        case .progressView: "ProgressView"
        case .list: "List"
        case .section: "Section"
        case .sectionHeader: "header"
        case .sectionFooter: "footer"
        case .form: "Form"
        case .group: "Group"
        case .stack(let name): name
        case .spacer: "Spacer"
        case .color(let name): "Color \(name)"
        case .contentUnavailable: "ContentUnavailableView"
        case .navigationStack: "NavigationStack"
        case .screen(let depth): "screen \(depth)"
        case .missingDestination(let type): "no navigationDestination for \(type)"
        case .sheet: "sheet"
        case .toolbar: "toolbar"
        case .toolbarItem: "ToolbarItem"
        case .swipeActions: "swipeActions"
        case .shape(let name): "Shape \(name)"
        case .toggle(let title): "Toggle \"\(title)\""
        case .picker(let title): "Picker \"\(title)\""
        case .stepper(let title): "Stepper \"\(title)\""
        case .slider(let title): "Slider \"\(title)\""
        case .menu(let title): "Menu \"\(title)\""
        case .alert(let title): "alert \"\(title)\""
        case .confirmationDialog(let title): "confirmationDialog \"\(title)\""
        case .modifier(let name): "." + name
        }
    }
}
