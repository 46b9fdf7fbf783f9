/// Why an `Image` cannot be exported on the headless host.
enum ImageTransferError: LocalizedError {
    case noPixels(String)

    var errorDescription: String? {
        switch self {
        case .noPixels(let name):
            "The image \(name) has no pixels to export, because the headless host does not draw images."
        }
    }
}
