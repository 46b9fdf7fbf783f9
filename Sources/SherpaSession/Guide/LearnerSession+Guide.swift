import Foundation
import SherpaCore

extension LearnerSession {
    /// The guide page of `section`, or the route map without one; throws when it is missing.
    package func guidePage(_ section: CatalogSection?) throws -> GuideText {
        let path = section?.guide ?? GuideText.routeMapPath
        guard let markdown = try? String(contentsOf: workspace.url(path), encoding: .utf8) else {
            throw GuideError.missingPage(path: path, section: section?.displayName)
        }
        return GuideText(path: path, markdown: markdown)
    }

    /// The page, with the visit noted in the activity log.
    package func readGuide(_ section: CatalogSection?) throws -> Recorded<GuideText> {
        let page = try guidePage(section)
        let summary = section == nil ? "read the route map (\(page.path))" : "read the guide page \(page.path)"
        return recording(page) {
            try store.record(.guide, section: section?.id, summary: summary)
        }
    }
}
