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

    @Test("The screen is an iPhone's, in points")
    @MainActor
    func screenHasAPhoneSize() {
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
    }
}
