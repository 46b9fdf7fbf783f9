import Foundation
import SwiftUI
import SwiftUIHeadless
import Testing

/// A settings screen as people write it on iOS, where `import SwiftUI` brings UIKit's names along.
private struct SettingsScreen: View {
    @State private var taps = 0
    private let width = UIScreen.main.bounds.width

    var body: some View {
        VStack {
            Text("Taps: \(taps)")
                .font(Font.system(size: UIFont.preferredFont(forTextStyle: .body).pointSize))
            Button("Tap") {
                UIImpactFeedbackGenerator(style: .light).impactOccurred()
                UINotificationFeedbackGenerator().notificationOccurred(.success)
                taps += 1
            }
            Button("Open settings") {
                if let url = URL(string: UIApplication.openSettingsURLString) {
                    UIApplication.shared.open(url)
                }
            }
            Image(uiImage: UIImage(systemName: "gear") ?? UIImage())
            TextField("Email", text: .constant(""))
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
        }
        .frame(width: width)
        .background(Color(.systemBackground))
        .foregroundStyle(Color(uiColor: .secondaryLabel))
        .tint(Color(UIColor.systemGray5))
    }
}

@Suite("The UIKit that import SwiftUI brings on iOS")
struct UIKitNamesTests {
    @Test("A screen using UIKit's colours, fonts, screen, haptics and app compiles, draws and taps")
    func everydayUIKitCompilesAndRuns() throws {
        let host = HeadlessHost(SettingsScreen())
        try host.tapButton("Tap")
        try host.tapButton("Open settings")
        #expect(host.texts.first == "Taps: 1")
    }

    @Test("Color(.systemBackground) and Color(uiColor:) keep UIKit's colour name")
    func colorsFromUIKitKeepTheirName() {
        #expect(Color(.systemBackground).description == "systemBackground")
        #expect(Color(uiColor: UIColor.systemGray5).description == "systemGray5")
    }

    @Test("A colour made of components gives them back, in RGB and in HSB")
    func colourComponents() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 0.5).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [0, 1, 0, 0.5])
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0
        #expect(UIColor(red: 0, green: 0, blue: 1, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect([hue, saturation, brightness] == [2.0 / 3, 1, 1])
    }

    @Test("A named system colour has no components to read")
    func namedColourHasNoComponents() {
        var red: CGFloat = 0
        #expect(!UIColor.systemGray5.getRed(&red, green: nil, blue: nil, alpha: nil))
    }

    @Test("A UIImage has no bytes to encode, and a configured symbol is still found")
    func imageEncodingAndConfiguration() {
        #expect(PhotoSaver().data(of: UIImage()) == nil)
        #expect(PhotoSaver().symbol() != nil)
    }

    @Test("The screen is an iPhone's, in points")
    @MainActor
    func screenHasAPhoneSize() {
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
    }
}
