#if !canImport(Darwin)
import Foundation

/// A picture can be dragged in and dropped, as UIKit's images can (`providers.loadObjects(ofType:
/// UIImage.self)`).
extension UIImage: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg"] }
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg", "public.image"] }
}
#endif
