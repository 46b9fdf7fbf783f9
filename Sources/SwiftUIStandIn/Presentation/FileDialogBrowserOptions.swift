import Foundation

/// What a file dialog's browser shows: hidden files, packages as folders, file extensions.
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

// File dialogs are system UI the headless host does not draw, so their settings keep the view.
extension View {
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View {
        _Decorated(content: self, name: "fileDialogBrowserOptions")
    }

    public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View {
        _Decorated(content: self, name: "fileDialogURLEnabled")
    }
}
