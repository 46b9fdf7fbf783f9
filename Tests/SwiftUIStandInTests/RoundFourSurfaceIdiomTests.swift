import SwiftUI
import SwiftUIHeadless
import Testing

/// Constructs of public apps from the fourth round of corpus findings in colours, UIKit names,
/// geometry and controls, where they have behaviour.
@Suite("Idioms of public SwiftUI apps, fourth round: colours, UIKit, geometry, controls")
struct RoundFourSurfaceIdiomTests {
    @Test("A colour literal where a Color is expected has the literal's components")
    func colourLiteralAsColor() {
        let orange: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        let resolved = orange.resolve(in: EnvironmentValues())
        #expect(abs(resolved.red - 1) < 1e-5 && abs(resolved.green - 0.5) < 1e-5 && abs(resolved.blue) < 1e-5)
    }

    @Test("A colour literal with no contextual type is a UIColor, as UIKit makes it")
    func untypedColourLiteralIsUIColor() {
        let tint = #colorLiteral(red: 0.2, green: 0.4, blue: 1, alpha: 1)
        #expect(type(of: tint) == UIColor.self)
    }

    @Test("Views tinted with colour literals and showing image literals draw their content")
    func literalPaletteDraws() {
        let host = HeadlessHost(LiteralPaletteScreen())
        #expect(host.texts == ["Sketching", "Prototyping"])
        #expect(host.images == ["Mascot", "checkmark"])
    }

    @Test("Adding and taking away angles turns by the sum")
    func angleArithmetic() throws {
        let host = HeadlessHost(TurnDialScreen())
        try host.tapButton("Clockwise")
        try host.tapButton("Back")
        #expect(host.texts.contains("105°"))
    }

    @Test("An angle scales, divides, negates and has a magnitude in radians")
    func angleVectorMath() {
        let quarter = Angle.degrees(90)
        #expect((quarter * 2).degrees == 180)
        #expect(abs((quarter / 3).degrees - 30) < 1e-9)
        #expect((-quarter).degrees == -90)
        #expect(abs(quarter.magnitude - .pi / 2) < 1e-9)
    }

    @Test("A rectangle under a scale grows from the origin")
    func rectangleUnderScale() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(scaleX: 2, y: 2))
        #expect(rect == CGRect(x: 2, y: 4, width: 6, height: 8))
    }

    @Test("A rectangle under a rotation is the box around its turned corners")
    func rectangleUnderRotation() {
        let rect = CGRect(x: 0, y: 0, width: 4, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rect.minX + 2) < 1e-9 && abs(rect.minY) < 1e-9)
        #expect(abs(rect.width - 2) < 1e-9 && abs(rect.height - 4) < 1e-9)
    }

    @Test("A point under a transform and its inverse comes back where it was")
    func pointRoundTrip() {
        let transform = CGAffineTransform(translationX: 5, y: -3).scaledBy(x: 2, y: 4).rotated(by: 0.3)
        let back = CGPoint(x: 7, y: 11).applying(transform).applying(transform.inverted())
        #expect(abs(back.x - 7) < 1e-9 && abs(back.y - 11) < 1e-9)
    }

    @Test("A size under a transform ignores its translation")
    func sizeIgnoresTranslation() {
        let size = CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 10, y: 10).scaledBy(x: 2, y: 1))
        #expect(size == CGSize(width: 6, height: 4))
    }

    @Test("A slider in the iOS 13 form with a step and value labels snaps to its step")
    func legacySliderSnaps() throws {
        let host = HeadlessHost(LegacySliderScreen())
        try #require(host.control("Level")).slide(to: 37)
        #expect(host.texts.contains("Level 40, 1 lines"))
    }

    @Test("A binding whose setter takes the transaction writes through it")
    func transactionSetterWrites() throws {
        let host = HeadlessHost(LegacySliderScreen())
        try #require(host.control("Lines")).slide(to: 3)
        #expect(host.texts.contains("Level 0, 3 lines"))
    }

    @Test("The headless host lists no installed font family, and the list around them stays")
    func noFontFamilies() {
        #expect(UIFont.familyNames.isEmpty)
        #expect(HeadlessHost(FontFamiliesScreen()).texts == ["End of fonts"])
    }

    @Test("A colour resource is the asset's colour by name")
    func colourResourceIsNamedColour() {
        #expect(Color(.brandBlue) == Color("BrandBlueColor"))
    }

    @Test("Image resources show the asset's image, in SwiftUI and through UIImage")
    func imageResourcesShowAsset() {
        #expect(HeadlessHost(AssetSwatchScreen()).images == ["HeroBanner", "HeroBanner"])
    }

    @Test("Changing the app icon fails as where alternate icons are unsupported")
    func alternateIconUnsupported() async {
        #expect(!UIApplication.shared.supportsAlternateIcons)
        await #expect(throws: CocoaError.self) {
            try await UIApplication.shared.setAlternateIconName("Dark")
        }
    }
}
