import Foundation

extension Workspace {
    /// The learner's settings file at the repository root; git ignores it.
    package static let preferencesFileName = ".sherpa-config.yml"

    package var preferencesFile: URL { url(Self.preferencesFileName) }

    /// Reads `.sherpa-config.yml`. Never fails: a missing file gives the defaults, and every bad
    /// line becomes a problem sentence while that setting keeps its default.
    package func loadPreferences() -> LoadedPreferences {
        PreferencesLoader.load(from: preferencesFile)
    }
}

/// Turns the file's text into preferences, one setting at a time.
package enum PreferencesLoader {
    package static func load(from url: URL) -> LoadedPreferences {
        guard FileManager.default.fileExists(atPath: url.path) else { return LoadedPreferences() }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return LoadedPreferences(problems: [ConfigError.unreadable(path: url.lastPathComponent, reason: error.localizedDescription).errorDescription ?? ""])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return LoadedPreferences(problems: [ConfigError.unreadable(path: url.lastPathComponent, reason: "it is not UTF-8 text").errorDescription ?? ""])
        }
        return parse(text, fileName: url.lastPathComponent)
    }

    package static func parse(_ text: String, fileName: String = Workspace.preferencesFileName) -> LoadedPreferences {
        var loaded = LoadedPreferences()
        let (entries, syntax) = FlatYAML.parse(text)
        var problems: [(line: Int, text: String)] = syntax.map { ($0.line, "\(fileName) line \($0.line) \($0.message); the line is ignored.") }
        var firstLine: [String: Int] = [:]
        for entry in entries {
            let where_ = "\(fileName) line \(entry.line)"
            let key = LearnerPreferences.normalized(entry.key)
            guard let allowed = LearnerPreferences.allowedValues(for: key) else {
                problems.append((entry.line, "\(where_): `\(FlatYAML.excerpt(entry.key))` is not a setting sherpa knows. The settings are \(LearnerPreferences.keys.joined(separator: ", "))."))
                continue
            }
            if let earlier = firstLine[key] {
                problems.append((entry.line, "\(where_) sets `\(key)` again (first set on line \(earlier)); the later value wins."))
            }
            firstLine[key] = firstLine[key] ?? entry.line
            if loaded.preferences.set(key, to: entry.value) {
                loaded.sources[key] = where_
            } else {
                let fallback = loaded.sources[key] == "default" ? "the default, \(LearnerPreferences.defaults.value(for: key) ?? "")," : "the earlier value, \(loaded.preferences.value(for: key) ?? ""),"
                problems.append((entry.line, "\(where_): `\(FlatYAML.excerpt(entry.value))` is not a valid value for `\(key)`. Allowed values: \(allowed.joined(separator: ", ")). Using \(fallback) instead."))
            }
        }
        loaded.problems = capped(problems.sorted { $0.line < $1.line }.map(\.text), fileName: fileName)
        return loaded
    }

    /// Problems printed before a command's output: enough to act on. Every command prints them,
    /// so a file of a hundred thousand bad lines must not bury the output under warnings.
    package static let shownProblems = 10

    static func capped(_ problems: [String], fileName: String) -> [String] {
        guard problems.count > shownProblems else { return problems }
        let more = problems.count - shownProblems
        return Array(problems.prefix(shownProblems))
            + ["\(fileName) has \(more) more problem\(more == 1 ? "" : "s") after these. Fix the lines above, then `sherpa config` lists what is left."]
    }
}
