/// Where among the system's menu groups a `CommandGroup` goes.
public struct CommandGroupPlacement: Sendable {
    let name: String

    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}

/// The system's commands for showing and hiding a sidebar.
nonisolated public struct SidebarCommands: Commands {
    public init() {}

    public var body: Never {
        fatalError("SidebarCommands has no body")
    }
}

/// The system's commands for showing and customising a toolbar.
nonisolated public struct ToolbarCommands: Commands {
    public init() {}

    public var body: Never {
        fatalError("ToolbarCommands has no body")
    }
}

/// The system's commands for editing text: find, spelling, substitutions.
nonisolated public struct TextEditingCommands: Commands {
    public init() {}

    public var body: Never {
        fatalError("TextEditingCommands has no body")
    }
}

/// The system's commands for formatting text: font, size, alignment.
nonisolated public struct TextFormattingCommands: Commands {
    public init() {}

    public var body: Never {
        fatalError("TextFormattingCommands has no body")
    }
}

/// The system's commands for showing and hiding an inspector.
nonisolated public struct InspectorCommands: Commands {
    public init() {}

    public var body: Never {
        fatalError("InspectorCommands has no body")
    }
}
