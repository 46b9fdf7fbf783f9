// Apple: error: Initializer 'init(_:value:content:)' requires that 'CGPoint' conform to 'Comparable'
import SwiftUI

struct Pin: Identifiable {
    let id: Int
    var place: CGPoint
}

struct Pins: View {
    let pins: [Pin] = []
    @State private var order = [KeyPathComparator(\Pin.id)]
    var body: some View {
        Table(pins, sortOrder: $order) {
            TableColumn("Place", value: \.place) { pin in
                Text("\(pin.place.x)")
            }
        }
    }
}
