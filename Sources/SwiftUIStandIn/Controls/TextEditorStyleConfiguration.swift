/// What a text editor style is given. Apple's exposes nothing a style could draw.
public struct TextEditorStyleConfiguration {}
