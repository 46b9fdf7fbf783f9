import Foundation

/// Reads and writes drafts atomically next to the progress store's files.
package struct QuizDraftStore {
    let folder: URL

    package init(store: ProgressStore) {
        folder = store.routeFolder
    }

    init(folder: URL) {
        self.folder = folder
    }

    package func url(for quiz: String) -> URL {
        folder.appendingPathComponent("quiz-draft-\(quiz).json")
    }

    /// Nil when there is none or it cannot be read (an unreadable draft is only a lost pause).
    package func load(_ quiz: String) -> QuizDraft? {
        guard let data = try? Data(contentsOf: url(for: quiz)) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(QuizDraft.self, from: data)
    }

    package func save(_ draft: QuizDraft) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try encoder.encode(draft).write(to: url(for: draft.quiz), options: .atomic)
    }

    package func remove(_ quiz: String) {
        try? FileManager.default.removeItem(at: url(for: quiz))
    }
}
