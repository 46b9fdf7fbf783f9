import SwiftUI

// App-style screens for the fourth round of corpus findings in colours, UIKit names, geometry and
// controls: colour literals, angle arithmetic, transformed rectangles and the older sliders.

/// Cards tinted with Xcode's colour literals, the way course-style apps keep their palette.
struct LiteralPaletteScreen: View {
    struct Card: Identifiable {
        let id = UUID()
        let title: String
        let color: Color
    }

    let cards = [
        Card(title: "Sketching", color: Color(#colorLiteral(red: 0, green: 0.5, blue: 1, alpha: 1))),
        Card(title: "Prototyping", color: Color(#colorLiteral(red: 0.3, green: 0, blue: 0.9, alpha: 1))),
    ]

    var body: some View {
        VStack {
            ForEach(cards) { card in
                Text(card.title)
                    .foregroundColor(#colorLiteral(red: 1, green: 1, blue: 1, alpha: 1))
                    .background(card.color)
            }
            Image(uiImage: #imageLiteral(resourceName: "Mascot"))
            Image(uiImage: .checkmark)
        }
    }
}

/// A dial turned by buttons, adding and taking away angles.
struct TurnDialScreen: View {
    @State private var turn = Angle.degrees(90)

    var body: some View {
        VStack {
            Image(systemName: "dial.medium")
                .rotationEffect(turn)
            Text("\(Int(turn.degrees.rounded()))°")
            Button("Clockwise") { turn += .degrees(45) }
            Button("Back") { turn -= .degrees(30) }
        }
    }
}

/// Sliders in the iOS 13 forms: editing callback before the labels, with a step, and a binding
/// whose setter also gets the transaction.
struct LegacySliderScreen: View {
    @State private var level = 0.0
    @State private var lines = 1
    @State private var editing = false

    var body: some View {
        Form {
            Slider(value: $level, in: 0...100, step: 10, onEditingChanged: { editing = $0 },
                   minimumValueLabel: Text("Low"), maximumValueLabel: Text("High")) {
                Text("Level")
            }
            Slider(value: Binding(get: { @MainActor in Double(lines) }, set: { @MainActor newValue, _ in lines = Int(newValue) }),
                   in: 1...4, step: 1) {
                Text("Lines")
            }
            Text("Level \(Int(level)), \(lines) lines")
        }
    }
}

/// A font browser that lists the installed families and each one's faces.
struct FontFamiliesScreen: View {
    var body: some View {
        List {
            ForEach(UIFont.familyNames, id: \.self) { family in
                Section(family) {
                    ForEach(UIFont.fontNames(forFamilyName: family), id: \.self) { Text($0) }
                }
            }
            Text("End of fonts")
        }
    }
}

/// Swatches from the asset catalogue through Xcode's generated resources.
struct AssetSwatchScreen: View {
    var body: some View {
        HStack {
            Color(.brandBlue)
                .frame(width: 20, height: 20)
            Image(.heroBanner)
            Image(uiImage: UIImage(resource: .heroBanner))
        }
        .background(Color(uiColor: UIColor(resource: .brandBlue)))
    }
}

// What Xcode generates for a colour set "BrandBlueColor" and an image set "HeroBanner".
extension ColorResource {
    static let brandBlue = ColorResource(name: "BrandBlueColor", bundle: .main)
}

extension ImageResource {
    static let heroBanner = ImageResource(name: "HeroBanner", bundle: .main)
}
