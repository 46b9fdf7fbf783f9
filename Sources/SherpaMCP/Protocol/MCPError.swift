import Foundation

/// Why a tool call could not give its result; each message is the sentence the assistant reads.
enum MCPError: LocalizedError, Equatable {
    case cancelled(reason: String)
    case missingArgument(tool: String, name: String)
    case badArgument(tool: String, name: String, expected: String)
    /// `known` are the arguments the tool's input schema declares.
    case unknownArgument(tool: String, name: String, known: [String])
    case argumentTooLong(tool: String, name: String, limit: Int)
    case solutionLocked(section: String)
    case quizOver(quiz: String)
    case unknownResource(uri: String)
    case unknownPrompt(name: String)
    case unknownGuidePart(path: String, part: String, parts: [String])
    case screenUnavailable(section: String, reason: String)

    var errorDescription: String? {
        switch self {
        case .cancelled(let reason):
            "The call was cancelled (\(reason)); its processes were stopped and nothing was recorded."
        case .missingArgument(let tool, let name):
            "\(tool) needs the argument \"\(name)\"."
        case .badArgument(let tool, let name, let expected):
            "\(tool)'s argument \"\(name)\" must be \(expected)."
        case .unknownArgument(let tool, let name, let known):
            "\(tool) has no argument \"\(name)\"; " + (known.isEmpty ? "it takes none." : "its arguments are " + known.map { "\"\($0)\"" }.joined(separator: ", ") + ".")
        case .argumentTooLong(let tool, let name, let limit):
            "\(tool)'s argument \"\(name)\" is longer than its limit of \(limit) characters; send it shorter."
        case .solutionLocked(let section):
            "The reference solution for \(section) stays closed until the learner's own check passes; offer the next hint instead."
        case .quizOver(let quiz):
            "The \(quiz) quiz has no question waiting; call the quiz tool without an answer to start a new attempt."
        case .unknownResource(let uri):
            "sherpa has no resource \(uri); resources/list names the guide pages and teaching notes it serves."
        case .unknownPrompt(let name):
            "sherpa has no prompt \"\(name)\"; prompts/list names the ones it has."
        case .unknownGuidePart(let path, let part, let parts):
            "\(path) has no part \"\(part)\". Its parts are: \(parts.joined(separator: "; "))."
        case .screenUnavailable(let section, let reason):
            "The screen of \(section) cannot be drawn: \(reason)"
        }
    }
}
