import Foundation

/// Reads and writes drafts atomically next to the progress store's files.
public struct QuizDraftStore {
    public let folder: URL

    public init(store: ProgressStore) {
        folder = store.routeFolder
    }

    public init(folder: URL) {
        self.folder = folder
    }

    public func url(for quiz: String) -> URL {
        folder.appendingPathComponent("quiz-draft-\(quiz).json")
    }

    /// Nil when there is none or it cannot be read (an unreadable draft is only a lost pause).
    public func load(_ quiz: String) -> QuizDraft? {
        guard let data = try? Data(contentsOf: url(for: quiz)) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(QuizDraft.self, from: data)
    }

    public func save(_ draft: QuizDraft) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try encoder.encode(draft).write(to: url(for: draft.quiz), options: .atomic)
    }

    public func remove(_ quiz: String) {
        try? FileManager.default.removeItem(at: url(for: quiz))
    }
}
