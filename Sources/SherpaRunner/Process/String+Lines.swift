extension String {
    /// The non-empty lines of a process's output or of a JSON-lines file, split at "\n" with a
    /// "\r" before it dropped. Walking the UTF-8 bytes keeps this cheap on the long outputs every test
    /// run leaves; `split(whereSeparator: \.isNewline)` walks them grapheme by grapheme, and would also
    /// split a JSON line at a U+2028 inside one of its strings.
    var lines: [Substring] {
        var lines: [Substring] = []
        var start = startIndex
        var index = startIndex
        let utf8 = self.utf8
        while index != endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                append(self[start..<index], to: &lines)
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        append(self[start..<endIndex], to: &lines)
        return lines
    }

    private func append(_ line: Substring, to lines: inout [Substring]) {
        let trimmed = line.utf8.last == UInt8(ascii: "\r") ? line.dropLast() : line
        if !trimmed.isEmpty { lines.append(trimmed) }
    }
}
