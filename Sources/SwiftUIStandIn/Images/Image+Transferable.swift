// Apple's `Image` is `Transferable` as PNG data, so an app can share or drag an image it shows.
// The headless host draws no pixels, so an image declares the PNG type and has no data to give.

extension Image: Transferable {
    public static var transferRepresentation: DataRepresentation<Image> {
        DataRepresentation(exportedContentType: .png) { image in
            throw ImageTransferError.noPixels(image.name)
        }
    }
}
