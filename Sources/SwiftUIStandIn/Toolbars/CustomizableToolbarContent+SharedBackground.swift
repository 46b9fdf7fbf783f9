extension CustomizableToolbarContent {
    /// Whether an item shares the glass background of its neighbours in the bar (iOS 26); only
    /// a device's bar draws that background.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some CustomizableToolbarContent {
        _CustomizedToolbarContent(content: self)
    }
}
