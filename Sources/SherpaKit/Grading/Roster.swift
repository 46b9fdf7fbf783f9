import Foundation

/// Who should have handed in: a CSV with a `learner` column holding the submission folder names.
/// Other columns are kept for the instructor and ignored here.
public struct Roster: Sendable, Equatable {
    public var learners: [String]

    public init(learners: [String]) {
        self.learners = learners
    }

    public static func load(from url: URL) throws -> Roster {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw GradingError.unreadableRoster(path: url.path, reason: error.localizedDescription)
        }
        let rows = text.split(whereSeparator: \.isNewline).map { CSVRow.parse(String($0)) }
        guard let header = rows.first, let column = header.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).lowercased() == "learner" }) else {
            throw GradingError.rosterWithoutLearnerColumn(path: url.path)
        }
        let learners = rows.dropFirst().compactMap { row -> String? in
            guard column < row.count else { return nil }
            let id = row[column].trimmingCharacters(in: .whitespaces)
            return id.isEmpty ? nil : id
        }
        return Roster(learners: learners)
    }
}

/// The few CSV rules a roster needs: commas, and double quotes around a field that has them.
enum CSVRow {
    static func parse(_ line: String) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var iterator = line.makeIterator()
        while let character = iterator.next() {
            switch character {
            case "\"" where quoted:
                // A doubled quote inside a quoted field is one quote.
                var lookahead = iterator
                if lookahead.next() == "\"" { field.append("\""); iterator = lookahead } else { quoted = false }
            case "\"" where field.isEmpty:
                quoted = true
            case "," where !quoted:
                fields.append(field)
                field = ""
            default:
                field.append(character)
            }
        }
        fields.append(field)
        return fields
    }

    /// One field, quoted when it must be.
    static func escape(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
