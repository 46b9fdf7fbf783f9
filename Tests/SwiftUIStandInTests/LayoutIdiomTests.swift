import SwiftUI
import SwiftUIHeadless
import Testing

/// Layout API of iOS 16–17 as apps write it: grid layouts as values, layout values, container
/// backgrounds, text-baseline alignments and UIKit's layout values.
@Suite("Layout idioms")
struct LayoutIdiomTests {
    @Test("Views arranged by a grid layout value, with layout values and container backgrounds, are drawn")
    func gridLayoutKeepsItsViews() {
        #expect(HeadlessHost(ScoreBoard(isCompact: true)).texts == ["Ann", "12", "Bob", "9", "Updated"])
    }

    @Test("A subview that sets no layout value reads the key's default")
    func layoutValueDefaults() {
        #expect(Rank.defaultValue == 0)
    }

    @Test("Combining explicit alignment values takes the first one given")
    func combineExplicitTakesFirstValue() {
        #expect(HorizontalAlignment.center.combineExplicit([nil, 4, 7]) == 4)
        #expect(VerticalAlignment.top.combineExplicit([CGFloat?.none]) == nil)
    }

    @Test("A horizontal edge set holds the edges it is made of")
    func horizontalEdgeSet() {
        #expect(HorizontalEdge.Set.all == [HorizontalEdge.Set(.leading), .trailing])
        #expect(!HorizontalEdge.Set.leading.contains(.trailing))
    }

    @Test("UIKit's layout values convert, and its unspecified ones give nil")
    func uiKitLayoutValuesConvert() {
        #expect(LayoutDirection(UITraitEnvironmentLayoutDirection.rightToLeft) == .rightToLeft)
        #expect(LayoutDirection(UITraitEnvironmentLayoutDirection.unspecified) == nil)
        #expect(UserInterfaceSizeClass(UIUserInterfaceSizeClass.compact) == .compact)
        #expect(EdgeInsets(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test("Text-baseline alignments pair a horizontal alignment with a baseline")
    func textBaselineAlignments() {
        #expect(Alignment.leadingFirstTextBaseline == Alignment(horizontal: .leading, vertical: .firstTextBaseline))
        #expect(Alignment.trailingLastTextBaseline.vertical == .lastTextBaseline)
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

private struct ScoreBoard: View {
    let isCompact: Bool

    var body: some View {
        let layout = isCompact ? AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 8)) : AnyLayout(HStackLayout())
        VStack(alignment: .leading) {
            layout {
                GridRow {
                    Text("Ann").layoutValue(key: Rank.self, value: 1)
                    Text("12")
                }
                GridRow {
                    Text("Bob").layoutValue(key: Rank.self, value: 2)
                    Text("9")
                }
            }
            HStack(alignment: .firstTextBaseline) {
                Text("Updated")
                    .alignmentGuide(.listRowSeparatorLeading) { dimensions in dimensions[.leading] }
            }
            .frame(maxWidth: .infinity, alignment: .leadingFirstTextBaseline)
        }
        .layoutDirectionBehavior(.mirrors)
        .scenePadding(.minimum, edges: .horizontal)
        .containerBackground(for: .widget) { Color.blue }
    }
}
