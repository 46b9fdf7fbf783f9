extension String {
    /// The text with each run of spaces and line breaks as one space, so a sentence is found
    /// wherever a report's wrapping to the width broke it.
    package var unwrapped: String { split(whereSeparator: \.isWhitespace).joined(separator: " ") }
}
