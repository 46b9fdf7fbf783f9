import Foundation
import SherpaCore
import SherpaRunner

/// Who should have handed in: a CSV with a `learner` column holding the submission folder names.
/// Other columns are kept for the instructor and ignored here.
package struct Roster: Sendable, Equatable {
    var learners: [String]
    /// Extra days a learner was given (`extension_days` column).
    package var extensions: [String: Double]
    /// When a learner handed in, as the course's submission system recorded it (`submitted_at`
    /// column, ISO 8601); it takes the place of the files' modification times for the late policy.
    package var submittedAt: [String: Date]

    init(learners: [String], extensions: [String: Double] = [:], submittedAt: [String: Date] = [:]) {
        self.learners = learners
        self.extensions = extensions
        self.submittedAt = submittedAt
    }

    package static func load(from url: URL) throws -> Roster {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw GradingError.unreadableRoster(path: url.path, reason: error.localizedDescription)
        }
        let rows = text.split(whereSeparator: \.isNewline).map { CSVRow.parse(String($0)) }
        let header = rows.first?.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? []
        guard let column = header.firstIndex(of: "learner") else {
            throw GradingError.rosterWithoutLearnerColumn(path: url.path)
        }
        func field(_ row: [String], _ name: String) -> String? {
            guard let index = header.firstIndex(of: name), index < row.count else { return nil }
            let value = row[index].trimmingCharacters(in: .whitespaces)
            return value.isEmpty ? nil : value
        }
        var roster = Roster(learners: [])
        for (number, row) in rows.enumerated().dropFirst() {
            guard let learner = field(row, header[column]) else { continue }
            roster.learners.append(learner)
            if let days = field(row, "extension_days") {
                guard let value = Double(days), value >= 0 else {
                    throw GradingError.badRosterValue(path: url.path, line: number + 1, column: "extension_days", value: days)
                }
                roster.extensions[learner] = value
            }
            if let stamp = field(row, "submitted_at") {
                guard let date = GradePolicy.date(stamp) else {
                    throw GradingError.badRosterValue(path: url.path, line: number + 1, column: "submitted_at", value: stamp)
                }
                roster.submittedAt[learner] = date
            }
        }
        return roster
    }
}

/// The few CSV rules a roster needs: commas, and double quotes around a field that has them.
package enum CSVRow {
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
    package static func escape(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
