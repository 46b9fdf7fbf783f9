import SwiftUI
import SwiftUIHeadless
import Testing

/// Image API as apps write it: asset resources, rendered snapshots of views, drawn images.
@Suite("Image idioms")
struct ImagesIdiomTests {
    @Test("An image from an asset resource is the resource's image")
    func imageFromResource() {
        let resource = ImageResource(name: "avatar", bundle: .main)
        #expect(HeadlessHost(Image(resource)).images == ["avatar"])
    }

    @Test("An image renderer gives no bitmap, as the host draws no pixels, and keeps its settings")
    @MainActor
    func imageRendererGivesNoBitmap() {
        let renderer = ImageRenderer(content: Text("Share me"))
        renderer.scale = 3
        #expect(renderer.uiImage == nil)
        #expect(renderer.cgImage == nil)
        #expect(renderer.scale == 3)
    }

    @Test("An image renderer hands its drawing code an empty canvas")
    @MainActor
    func imageRendererRendersEmptyCanvas() {
        var sizes: [CGSize] = []
        ImageRenderer(content: Color.red).render { size, _ in
            sizes.append(size)
        }
        #expect(sizes == [.zero])
    }

    @Test("A drawn image and a high-dynamic-range image are images in the tree")
    func drawnImagesAreImages() {
        let drawn = Image(size: CGSize(width: 4, height: 4)) { context in
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.red))
        }
        let host = HeadlessHost(VStack { drawn; Image("sunset").allowedDynamicRange(.high) })
        #expect(host.images == ["drawing", "sunset"])
    }
}
