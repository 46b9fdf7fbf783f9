import Foundation

/// Why a guide page cannot be shown.
enum GuideError: LocalizedError, Equatable {
    case missingPage(path: String, section: String?)

    var errorDescription: String? {
        switch self {
        case .missingPage(let path, let section?):
            "The guide page for \(section) (\(path)) is not there yet; it may still be being written. `sherpa guide` shows the route map."
        case .missingPage(let path, nil):
            "The route map (\(path)) is missing from this checkout."
        }
    }
}
