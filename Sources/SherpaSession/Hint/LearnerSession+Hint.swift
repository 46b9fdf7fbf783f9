import Foundation
import SherpaCore

extension LearnerSession {
    /// The section's hints; throws when it has none.
    package func hintBook(_ section: CatalogSection) throws -> HintBook {
        guard let book = HintBook.load(section, in: workspace) else {
            throw HintError.noHints(section: section.displayName, path: section.hints)
        }
        return book
    }

    /// One more hint, counted in the learner's record: a general hint uses one up.
    package func hint(_ section: CatalogSection) throws -> Recorded<HintGiven> {
        let book = try hintBook(section)
        let progress = store.load()
        let pick = HintPick.next(in: book, section: section.id, progress: progress)
        return recording(HintGiven(book: book, pick: pick, progress: progress)) {
            try store.record(.hint, section: section.id, summary: pick.summary) { progress in
                if case .general = pick { progress[section: section.id].hintsUsed += 1 }
            }
        }
    }
}
