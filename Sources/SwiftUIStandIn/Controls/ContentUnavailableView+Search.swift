extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label,
    Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: Label(), description: Description(query: nil), actions: Actions())
    }

    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: Label(), description: Description(query: text), actions: Actions())
    }

    private init(label: Label, description: Description, actions: Actions) {
        self.label = label
        self.description = description
        self.actions = actions
    }
}
