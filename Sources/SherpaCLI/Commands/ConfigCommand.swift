import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// `sherpa config`: the learner's effective preferences, where each came from, and what is
/// wrong with `.sherpa-config.yml`.
struct ConfigCommand: SherpaCommand {
    static let name = "config"
    static let abstract = "Show your learning preferences from .sherpa-config.yml and where each setting came from."
    static let options: [CommandOption] = [
        .flag("--init", help: "Write a .sherpa-config.yml with every setting at its default and the\nallowed values as comments (only when the file does not exist yet)."),
        .flag("--json", help: "Print the effective settings, their sources and any problems as JSON."),
    ]
    static let discussion = """
        The file is plain `key: value` lines; `#` starts a comment. A bad line is reported
        with its line number and the allowed values, and that setting keeps its default.

        EXIT CODES: 0 the file is fine or absent; 1 the file has problems (the defaults are
        used for those settings); 64 usage error.
        """

    var initialize: Bool
    var json: Bool

    init(parsing arguments: inout ArgumentList) throws {
        initialize = arguments.flag("--init")
        json = arguments.flag("--json")
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let workspace = try context.workspace()
        let console = context.console
        if initialize {
            let file = workspace.preferencesFile
            guard !FileManager.default.fileExists(atPath: file.path) else {
                console.error("\(Workspace.preferencesFileName) already exists; edit it, or delete it to start from the template.")
                return ExitCode.failure
            }
            try Self.template.write(to: file, atomically: true, encoding: .utf8)
            console.line("Wrote \(Workspace.preferencesFileName) with the default settings. Git ignores it; it is yours to change.")
        }
        let loaded = workspace.loadPreferences()
        if json {
            console.line(try Self.jsonText(loaded))
        } else {
            render(loaded, on: console, fileExists: FileManager.default.fileExists(atPath: workspace.preferencesFile.path))
        }
        return loaded.problems.isEmpty ? ExitCode.success : ExitCode.failure
    }

    private func render(_ loaded: LoadedPreferences, on console: Console, fileExists: Bool) {
        console.line(console.style("Your learning preferences", .bold) + (fileExists ? "" : console.style("  (no \(Workspace.preferencesFileName): all defaults; `sherpa config --init` writes one)", .dim)))
        console.line()
        for key in LearnerPreferences.keys {
            let value = loaded.preferences.value(for: key) ?? ""
            let source = loaded.sources[key] ?? "default"
            console.line("  " + key.padding(toLength: 19, withPad: " ", startingAt: 0) + value.padding(toLength: 20, withPad: " ", startingAt: 0) + console.style(source, .dim))
        }
        console.line()
        console.line("What they change:")
        for key in LearnerPreferences.keys {
            let allowed = LearnerPreferences.allowedValues(for: key)?.joined(separator: " | ") ?? ""
            console.line("  " + TextWrapper.wrap("\(key): \(LearnerPreferences.effects[key] ?? ""). Allowed: \(allowed).", width: console.width - 2, indent: "    "))
        }
        if !loaded.problems.isEmpty {
            console.line()
            console.line(console.style("Problems in \(Workspace.preferencesFileName) (the settings concerned keep their defaults):", .yellow))
            for problem in loaded.problems { console.line("  " + TextWrapper.wrap("✘ " + problem, width: console.width - 2, indent: "    ")) }
        }
    }

    static func jsonText(_ loaded: LoadedPreferences) throws -> String {
        struct Setting: Encodable { var value: String; var source: String }
        struct Body: Encodable { var settings: [String: Setting]; var problems: [String] }
        var settings: [String: Setting] = [:]
        for key in LearnerPreferences.keys {
            settings[key] = Setting(value: loaded.preferences.value(for: key) ?? "", source: loaded.sources[key] ?? "default")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(Body(settings: settings, problems: loaded.problems)), as: UTF8.self)
    }

    /// The file `--init` writes: every key at its default, with the choices beside it.
    static var template: String {
        var lines = [
            "# sherpa learning preferences. One `key: value` per line; `#` starts a comment.",
            "# `sherpa config` shows what is in effect. This file is yours: git ignores it.",
            "",
        ]
        for key in LearnerPreferences.keys {
            let allowed = LearnerPreferences.allowedValues(for: key)?.joined(separator: " | ") ?? ""
            lines.append("# \(LearnerPreferences.effects[key] ?? ""): \(allowed)")
            lines.append("\(key): \(LearnerPreferences.defaults.value(for: key) ?? "")")
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
